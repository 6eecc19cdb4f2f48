/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Store_ConflictInputs */

const en_fm_store_conflict = /** @type {(inputs: Fm_Store_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This game changed in another tab. The latest entries are shown; please enter it again.`)
};

const de_fm_store_conflict = /** @type {(inputs: Fm_Store_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Spiel wurde in einem anderen Tab geändert. Die neuesten Einträge werden angezeigt; bitte gib es noch einmal ein.`)
};

const fr_fm_store_conflict = /** @type {(inputs: Fm_Store_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette partie a changé dans un autre onglet. Les dernières entrées sont affichées ; saisissez-la à nouveau.`)
};

const es_fm_store_conflict = /** @type {(inputs: Fm_Store_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta partida ha cambiado en otra pestaña. Se muestran las últimas anotaciones; vuelve a introducirla.`)
};

/**
* | output |
* | --- |
* | "This game changed in another tab. The latest entries are shown; please enter it again." |
*
* @param {Fm_Store_ConflictInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_store_conflict = /** @type {((inputs?: Fm_Store_ConflictInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Store_ConflictInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_store_conflict(inputs)
	if (locale === "fr") return fr_fm_store_conflict(inputs)
	if (locale === "es") return es_fm_store_conflict(inputs)
	return en_fm_store_conflict(inputs)
});