/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ colour: NonNullable<unknown>, colourOne: NonNullable<unknown>, name: NonNullable<unknown> }} Perm_One_FewerInputs */

const en_perm_one_fewer = /** @type {(inputs: Perm_One_FewerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`One ${i?.colour} card fewer for ${i?.name}`)
};

const de_perm_one_fewer = /** @type {(inputs: Perm_One_FewerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eine Karte in ${i?.colour} weniger für ${i?.name}`)
};

const fr_perm_one_fewer = /** @type {(inputs: Perm_One_FewerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Une carte ${i?.colourOne} de moins pour ${i?.name}`)
};

const es_perm_one_fewer = /** @type {(inputs: Perm_One_FewerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Una carta ${i?.colourOne} menos para ${i?.name}`)
};

/**
* | colour | output |
* | --- | --- |
* | * | "One {colour} card fewer for {name}" |
*
* @param {Perm_One_FewerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_one_fewer = /** @type {((inputs: Perm_One_FewerInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_One_FewerInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_one_fewer(inputs)
	if (locale === "fr") return fr_perm_one_fewer(inputs)
	if (locale === "es") return es_perm_one_fewer(inputs)
	return en_perm_one_fewer(inputs)
});