/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Grid_SharedInputs */

const en_tn_grid_shared = /** @type {(inputs: Tn_Grid_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(shared)`)
};

const de_tn_grid_shared = /** @type {(inputs: Tn_Grid_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(geteilt)`)
};

const fr_tn_grid_shared = /** @type {(inputs: Tn_Grid_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(ex æquo)`)
};

const es_tn_grid_shared = /** @type {(inputs: Tn_Grid_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(empate)`)
};

/**
* | output |
* | --- |
* | "(shared)" |
*
* @param {Tn_Grid_SharedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_grid_shared = /** @type {((inputs?: Tn_Grid_SharedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Grid_SharedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_grid_shared(inputs)
	if (locale === "fr") return fr_tn_grid_shared(inputs)
	if (locale === "es") return es_tn_grid_shared(inputs)
	return en_tn_grid_shared(inputs)
});