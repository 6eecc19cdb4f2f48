/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Both_PartsInputs */

const en_sub_both_parts = /** @type {(inputs: Sub_Both_PartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every element of A is in S: both parts of A are inside S.`)
};

const de_sub_both_parts = /** @type {(inputs: Sub_Both_PartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedes Element von A liegt in S: Beide Teile von A liegen in S.`)
};

const fr_sub_both_parts = /** @type {(inputs: Sub_Both_PartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout élément de A est dans S : les deux parties de A sont incluses dans S.`)
};

const es_sub_both_parts = /** @type {(inputs: Sub_Both_PartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo elemento de A está en S: las dos partes de A están contenidas en S.`)
};

/**
* | output |
* | --- |
* | "Every element of A is in S: both parts of A are inside S." |
*
* @param {Sub_Both_PartsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_both_parts = /** @type {((inputs?: Sub_Both_PartsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Both_PartsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_both_parts(inputs)
	if (locale === "fr") return fr_sub_both_parts(inputs)
	if (locale === "es") return es_sub_both_parts(inputs)
	return en_sub_both_parts(inputs)
});