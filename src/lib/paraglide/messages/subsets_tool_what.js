/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Tool_WhatInputs */

const en_subsets_tool_what = /** @type {(inputs: Subsets_Tool_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What to check`)
};

const de_subsets_tool_what = /** @type {(inputs: Subsets_Tool_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was prüfen?`)
};

const fr_subsets_tool_what = /** @type {(inputs: Subsets_Tool_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Que vérifier ?`)
};

const es_subsets_tool_what = /** @type {(inputs: Subsets_Tool_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué comprobar`)
};

/**
* | output |
* | --- |
* | "What to check" |
*
* @param {Subsets_Tool_WhatInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_tool_what = /** @type {((inputs?: Subsets_Tool_WhatInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Tool_WhatInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_tool_what(inputs)
	if (locale === "fr") return fr_subsets_tool_what(inputs)
	if (locale === "es") return es_subsets_tool_what(inputs)
	return en_subsets_tool_what(inputs)
});