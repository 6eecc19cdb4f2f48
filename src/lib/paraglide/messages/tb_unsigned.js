/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_UnsignedInputs */

const en_tb_unsigned = /** @type {(inputs: Tb_UnsignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This table was shared by an older version of Tablemate, whose entries are not signed, so it is not followed any more. The game stays on this phone as it is; share it again to play it at a table.`)
};

const de_tb_unsigned = /** @type {(inputs: Tb_UnsignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Tisch wurde von einer älteren Version von Tablemate geteilt, deren Einträge nicht signiert sind, deshalb wird ihm nicht mehr gefolgt. Das Spiel bleibt so auf diesem Handy; teile es erneut, um es an einem Tisch zu spielen.`)
};

const fr_tb_unsigned = /** @type {(inputs: Tb_UnsignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette table a été partagée par une ancienne version de Tablemate, dont les entrées ne sont pas signées : elle n’est donc plus suivie. La partie reste telle quelle sur ce téléphone ; partagez-la à nouveau pour y jouer à une table.`)
};

const es_tb_unsigned = /** @type {(inputs: Tb_UnsignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta mesa la compartió una versión antigua de Tablemate, cuyas entradas no van firmadas, así que ya no se sigue. La partida se queda tal cual en este móvil; vuelve a compartirla para jugarla en una mesa.`)
};

/**
* | output |
* | --- |
* | "This table was shared by an older version of Tablemate, whose entries are not signed, so it is not followed any more. The game stays on this phone as it is; ..." |
*
* @param {Tb_UnsignedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_unsigned = /** @type {((inputs?: Tb_UnsignedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_UnsignedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_unsigned(inputs)
	if (locale === "fr") return fr_tb_unsigned(inputs)
	if (locale === "es") return es_tb_unsigned(inputs)
	return en_tb_unsigned(inputs)
});