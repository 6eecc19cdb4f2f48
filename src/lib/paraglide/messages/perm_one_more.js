/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ colour: NonNullable<unknown>, colourOne: NonNullable<unknown>, name: NonNullable<unknown> }} Perm_One_MoreInputs */

const en_perm_one_more = /** @type {(inputs: Perm_One_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`One more ${i?.colour} card for ${i?.name}`)
};

const de_perm_one_more = /** @type {(inputs: Perm_One_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eine Karte in ${i?.colour} mehr für ${i?.name}`)
};

const fr_perm_one_more = /** @type {(inputs: Perm_One_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Une carte ${i?.colourOne} de plus pour ${i?.name}`)
};

const es_perm_one_more = /** @type {(inputs: Perm_One_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Una carta ${i?.colourOne} más para ${i?.name}`)
};

/**
* | colour | output |
* | --- | --- |
* | * | "One more {colour} card for {name}" |
*
* @param {Perm_One_MoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_one_more = /** @type {((inputs: Perm_One_MoreInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_One_MoreInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_one_more(inputs)
	if (locale === "fr") return fr_perm_one_more(inputs)
	if (locale === "es") return es_perm_one_more(inputs)
	return en_perm_one_more(inputs)
});