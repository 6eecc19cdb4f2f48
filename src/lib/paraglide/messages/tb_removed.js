/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_RemovedInputs */

const en_tb_removed = /** @type {(inputs: Tb_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The host removed this phone from the table. It keeps its copy of the game, which no longer follows the table.`)
};

const de_tb_removed = /** @type {(inputs: Tb_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Gastgeber hat dieses Handy vom Tisch entfernt. Es behält seine Kopie des Spiels, die dem Tisch nicht mehr folgt.`)
};

const fr_tb_removed = /** @type {(inputs: Tb_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’hôte a retiré ce téléphone de la table. Il garde sa copie de la partie, qui ne suit plus la table.`)
};

const es_tb_removed = /** @type {(inputs: Tb_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El anfitrión ha quitado este móvil de la mesa. Conserva su copia de la partida, que ya no sigue la mesa.`)
};

/**
* | output |
* | --- |
* | "The host removed this phone from the table. It keeps its copy of the game, which no longer follows the table." |
*
* @param {Tb_RemovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_removed = /** @type {((inputs?: Tb_RemovedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_RemovedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_removed(inputs)
	if (locale === "fr") return fr_tb_removed(inputs)
	if (locale === "es") return es_tb_removed(inputs)
	return en_tb_removed(inputs)
});