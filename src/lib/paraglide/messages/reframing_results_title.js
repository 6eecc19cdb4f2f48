/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Reframing_Results_TitleInputs */

const en_reframing_results_title = /** @type {(inputs: Reframing_Results_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: results`)
};

const de_reframing_results_title = /** @type {(inputs: Reframing_Results_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: Ergebnis`)
};

const fr_reframing_results_title = /** @type {(inputs: Reframing_Results_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} : résultats`)
};

const es_reframing_results_title = /** @type {(inputs: Reframing_Results_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: resultados`)
};

/**
* | output |
* | --- |
* | "{title}: results" |
*
* @param {Reframing_Results_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_results_title = /** @type {((inputs: Reframing_Results_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Results_TitleInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_results_title(inputs)
	if (locale === "fr") return fr_reframing_results_title(inputs)
	if (locale === "es") return es_reframing_results_title(inputs)
	return en_reframing_results_title(inputs)
});