/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ seconds: NonNullable<unknown> }} Subsets_Tool_DecidingInputs */

const en_subsets_tool_deciding = /** @type {(inputs: Subsets_Tool_DecidingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deciding… (the checker gives up after ${i?.seconds} seconds)`)
};

const de_subsets_tool_deciding = /** @type {(inputs: Subsets_Tool_DecidingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wird entschieden… (der Prüfer gibt nach ${i?.seconds} Sekunden auf)`)
};

const fr_subsets_tool_deciding = /** @type {(inputs: Subsets_Tool_DecidingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Décision en cours… (le vérificateur abandonne au bout de ${i?.seconds} secondes)`)
};

const es_subsets_tool_deciding = /** @type {(inputs: Subsets_Tool_DecidingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Decidiendo… (el comprobador se rinde tras ${i?.seconds} segundos)`)
};

/**
* | output |
* | --- |
* | "Deciding… (the checker gives up after {seconds} seconds)" |
*
* @param {Subsets_Tool_DecidingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_tool_deciding = /** @type {((inputs: Subsets_Tool_DecidingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Tool_DecidingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_tool_deciding(inputs)
	if (locale === "fr") return fr_subsets_tool_deciding(inputs)
	if (locale === "es") return es_subsets_tool_deciding(inputs)
	return en_subsets_tool_deciding(inputs)
});