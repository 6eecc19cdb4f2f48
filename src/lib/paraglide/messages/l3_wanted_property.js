/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_Wanted_PropertyInputs */

const en_l3_wanted_property = /** @type {(inputs: L3_Wanted_PropertyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a property such as "even" or "prime" after "is"`)
};

const de_l3_wanted_property = /** @type {(inputs: L3_Wanted_PropertyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`eine Eigenschaft wie „gerade“ oder „prim“ nach „ist“`)
};

const fr_l3_wanted_property = /** @type {(inputs: L3_Wanted_PropertyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`une propriété comme « pair » ou « premier » après « est »`)
};

const es_l3_wanted_property = /** @type {(inputs: L3_Wanted_PropertyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`una propiedad como «par» o «primo» después de «es»`)
};

/**
* | output |
* | --- |
* | "a property such as \"even\" or \"prime\" after \"is\"" |
*
* @param {L3_Wanted_PropertyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_wanted_property = /** @type {((inputs?: L3_Wanted_PropertyInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_Wanted_PropertyInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_wanted_property(inputs)
	if (locale === "fr") return fr_l3_wanted_property(inputs)
	if (locale === "es") return es_l3_wanted_property(inputs)
	return en_l3_wanted_property(inputs)
});