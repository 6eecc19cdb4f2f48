/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Grid_EmptyInputs */

const en_tn_grid_empty = /** @type {(inputs: Tn_Grid_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No round written down yet.`)
};

const de_tn_grid_empty = /** @type {(inputs: Tn_Grid_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Runde eingetragen.`)
};

const fr_tn_grid_empty = /** @type {(inputs: Tn_Grid_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune manche notée pour l’instant.`)
};

const es_tn_grid_empty = /** @type {(inputs: Tn_Grid_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay ninguna ronda anotada.`)
};

/**
* | output |
* | --- |
* | "No round written down yet." |
*
* @param {Tn_Grid_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_grid_empty = /** @type {((inputs?: Tn_Grid_EmptyInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Grid_EmptyInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_grid_empty(inputs)
	if (locale === "fr") return fr_tn_grid_empty(inputs)
	if (locale === "es") return es_tn_grid_empty(inputs)
	return en_tn_grid_empty(inputs)
});