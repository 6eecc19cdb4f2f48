/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ interval: NonNullable<unknown> }} Sub_IntervalInputs */

const en_sub_interval = /** @type {(inputs: Sub_IntervalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every element of A lies in ${i?.interval}, and all of ${i?.interval} is in S.`)
};

const de_sub_interval = /** @type {(inputs: Sub_IntervalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jedes Element von A liegt in ${i?.interval}, und ganz ${i?.interval} liegt in S.`)
};

const fr_sub_interval = /** @type {(inputs: Sub_IntervalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tout élément de A est dans ${i?.interval}, et ${i?.interval} est tout entier dans S.`)
};

const es_sub_interval = /** @type {(inputs: Sub_IntervalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todo elemento de A está en ${i?.interval}, y todo ${i?.interval} está en S.`)
};

/**
* | output |
* | --- |
* | "Every element of A lies in {interval}, and all of {interval} is in S." |
*
* @param {Sub_IntervalInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_interval = /** @type {((inputs: Sub_IntervalInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_IntervalInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_interval(inputs)
	if (locale === "fr") return fr_sub_interval(inputs)
	if (locale === "es") return es_sub_interval(inputs)
	return en_sub_interval(inputs)
});