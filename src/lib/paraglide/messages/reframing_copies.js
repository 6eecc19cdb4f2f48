/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, card: NonNullable<unknown>, amount: NonNullable<unknown> }} Reframing_CopiesInputs */

const en_reframing_copies = /** @type {(inputs: Reframing_CopiesInputs) => LocalizedString} */ (i) => {
	if ((i?.count === 0 || i?.count === "0")) return /** @type {LocalizedString} */ (`no ${i?.card}s`);
	if ((i?.count === 1 || i?.count === "1")) return /** @type {LocalizedString} */ (`one ${i?.card}`);
	return /** @type {LocalizedString} */ (`${i?.amount} ${i?.card}s`)
	
};

const de_reframing_copies = /** @type {(inputs: Reframing_CopiesInputs) => LocalizedString} */ (i) => {
	if ((i?.count === 0 || i?.count === "0")) return /** @type {LocalizedString} */ (`keine ${i?.card}`);
	if ((i?.count === 1 || i?.count === "1")) return /** @type {LocalizedString} */ (`eine ${i?.card}`);
	return /** @type {LocalizedString} */ (`${i?.amount}-mal die ${i?.card}`)
	
};

const fr_reframing_copies = /** @type {(inputs: Reframing_CopiesInputs) => LocalizedString} */ (i) => {
	if ((i?.count === 0 || i?.count === "0")) return /** @type {LocalizedString} */ (`aucun ${i?.card}`);
	if ((i?.count === 1 || i?.count === "1")) return /** @type {LocalizedString} */ (`un ${i?.card}`);
	return /** @type {LocalizedString} */ (`${i?.amount} fois le ${i?.card}`)
	
};

const es_reframing_copies = /** @type {(inputs: Reframing_CopiesInputs) => LocalizedString} */ (i) => {
	if ((i?.count === 0 || i?.count === "0")) return /** @type {LocalizedString} */ (`ningún ${i?.card}`);
	if ((i?.count === 1 || i?.count === "1")) return /** @type {LocalizedString} */ (`un ${i?.card}`);
	return /** @type {LocalizedString} */ (`${i?.amount} veces el ${i?.card}`)
	
};

/**
* | count | output |
* | --- | --- |
* | "0" | "no {card}s" |
* | "1" | "one {card}" |
* | * | "{amount} {card}s" |
*
* @param {Reframing_CopiesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_copies = /** @type {((inputs: Reframing_CopiesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_CopiesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_copies(inputs)
	if (locale === "fr") return fr_reframing_copies(inputs)
	if (locale === "es") return es_reframing_copies(inputs)
	return en_reframing_copies(inputs)
});