/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Desc_Too_ComplexInputs */

const en_sub_desc_too_complex = /** @type {(inputs: Sub_Desc_Too_ComplexInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A set too complex for the checker to describe.`)
};

const de_sub_desc_too_complex = /** @type {(inputs: Sub_Desc_Too_ComplexInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Menge, die zu komplex ist, als dass der Prüfer sie beschreiben könnte.`)
};

const fr_sub_desc_too_complex = /** @type {(inputs: Sub_Desc_Too_ComplexInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un ensemble trop complexe pour que le vérificateur le décrive.`)
};

const es_sub_desc_too_complex = /** @type {(inputs: Sub_Desc_Too_ComplexInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un conjunto demasiado complejo para que el comprobador lo describa.`)
};

/**
* | output |
* | --- |
* | "A set too complex for the checker to describe." |
*
* @param {Sub_Desc_Too_ComplexInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_desc_too_complex = /** @type {((inputs?: Sub_Desc_Too_ComplexInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Desc_Too_ComplexInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_desc_too_complex(inputs)
	if (locale === "fr") return fr_sub_desc_too_complex(inputs)
	if (locale === "es") return es_sub_desc_too_complex(inputs)
	return en_sub_desc_too_complex(inputs)
});