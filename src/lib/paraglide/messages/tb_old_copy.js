/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Old_CopyInputs */

const en_tb_old_copy = /** @type {(inputs: Tb_Old_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This phone followed this game at a table shared by an older version of Tablemate, so it cannot join the new table with its copy. Export the game to keep it, then delete it from this phone and join again.`)
};

const de_tb_old_copy = /** @type {(inputs: Tb_Old_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Handy ist diesem Spiel an einem Tisch gefolgt, den eine ältere Version von Tablemate geteilt hat, deshalb kann es dem neuen Tisch mit seiner Kopie nicht beitreten. Exportiere das Spiel, um es zu behalten, lösche es dann von diesem Handy und tritt erneut bei.`)
};

const fr_tb_old_copy = /** @type {(inputs: Tb_Old_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce téléphone a suivi cette partie à une table partagée par une ancienne version de Tablemate : il ne peut donc pas rejoindre la nouvelle table avec sa copie. Exportez la partie pour la garder, puis supprimez-la de ce téléphone et rejoignez à nouveau.`)
};

const es_tb_old_copy = /** @type {(inputs: Tb_Old_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este móvil siguió esta partida en una mesa compartida por una versión antigua de Tablemate, así que no puede unirse a la nueva mesa con su copia. Exporta la partida para conservarla, bórrala de este móvil y vuelve a unirte.`)
};

/**
* | output |
* | --- |
* | "This phone followed this game at a table shared by an older version of Tablemate, so it cannot join the new table with its copy. Export the game to keep it, ..." |
*
* @param {Tb_Old_CopyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_old_copy = /** @type {((inputs?: Tb_Old_CopyInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Old_CopyInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_old_copy(inputs)
	if (locale === "fr") return fr_tb_old_copy(inputs)
	if (locale === "es") return es_tb_old_copy(inputs)
	return en_tb_old_copy(inputs)
});