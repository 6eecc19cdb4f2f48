/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown> }} Reframing_AmountInputs */

const en_reframing_amount = /** @type {(inputs: Reframing_AmountInputs) => LocalizedString} */ (i) => {
	if ((i?.n === 0 || i?.n === "0")) return /** @type {LocalizedString} */ (`no`);
	if ((i?.n === 1 || i?.n === "1")) return /** @type {LocalizedString} */ (`one`);
	if ((i?.n === 2 || i?.n === "2")) return /** @type {LocalizedString} */ (`two`);
	if ((i?.n === 3 || i?.n === "3")) return /** @type {LocalizedString} */ (`three`);
	if ((i?.n === 4 || i?.n === "4")) return /** @type {LocalizedString} */ (`four`);
	if ((i?.n === 5 || i?.n === "5")) return /** @type {LocalizedString} */ (`five`);
	if ((i?.n === 6 || i?.n === "6")) return /** @type {LocalizedString} */ (`six`);
	if ((i?.n === 7 || i?.n === "7")) return /** @type {LocalizedString} */ (`seven`);
	if ((i?.n === 8 || i?.n === "8")) return /** @type {LocalizedString} */ (`eight`);
	if ((i?.n === 9 || i?.n === "9")) return /** @type {LocalizedString} */ (`nine`);
	if ((i?.n === 10 || i?.n === "10")) return /** @type {LocalizedString} */ (`ten`);
	if ((i?.n === 11 || i?.n === "11")) return /** @type {LocalizedString} */ (`eleven`);
	if ((i?.n === 12 || i?.n === "12")) return /** @type {LocalizedString} */ (`twelve`);
	return /** @type {LocalizedString} */ (`${i?.n}`)
	
};

const de_reframing_amount = /** @type {(inputs: Reframing_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n}`)
};

const fr_reframing_amount = /** @type {(inputs: Reframing_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n}`)
};

const es_reframing_amount = /** @type {(inputs: Reframing_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n}`)
};

/**
* | n | output |
* | --- | --- |
* | "0" | "no" |
* | "1" | "one" |
* | "2" | "two" |
* | "3" | "three" |
* | "4" | "four" |
* | "5" | "five" |
* | "6" | "six" |
* | "7" | "seven" |
* | "8" | "eight" |
* | "9" | "nine" |
* | "10" | "ten" |
* | "11" | "eleven" |
* | "12" | "twelve" |
* | * | "{n}" |
*
* @param {Reframing_AmountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_amount = /** @type {((inputs: Reframing_AmountInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_AmountInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_amount(inputs)
	if (locale === "fr") return fr_reframing_amount(inputs)
	if (locale === "es") return es_reframing_amount(inputs)
	return en_reframing_amount(inputs)
});