/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, card: NonNullable<unknown>, amount: NonNullable<unknown> }} Reframing_There_AreInputs */

const en_reframing_there_are = /** @type {(inputs: Reframing_There_AreInputs) => LocalizedString} */ (i) => {
	if ((i?.count === 0 || i?.count === "0")) return /** @type {LocalizedString} */ (`there is no ${i?.card}`);
	if ((i?.count === 1 || i?.count === "1")) return /** @type {LocalizedString} */ (`there is one ${i?.card}`);
	return /** @type {LocalizedString} */ (`there are ${i?.amount} ${i?.card}s`)
	
};

const de_reframing_there_are = /** @type {(inputs: Reframing_There_AreInputs) => LocalizedString} */ (i) => {
	if ((i?.count === 0 || i?.count === "0")) return /** @type {LocalizedString} */ (`es liegt keine ${i?.card}`);
	if ((i?.count === 1 || i?.count === "1")) return /** @type {LocalizedString} */ (`es liegt eine ${i?.card}`);
	return /** @type {LocalizedString} */ (`es liegt ${i?.amount}-mal die ${i?.card}`)
	
};

const fr_reframing_there_are = /** @type {(inputs: Reframing_There_AreInputs) => LocalizedString} */ (i) => {
	if ((i?.count === 0 || i?.count === "0")) return /** @type {LocalizedString} */ (`il n’y a aucun ${i?.card}`);
	if ((i?.count === 1 || i?.count === "1")) return /** @type {LocalizedString} */ (`il y a un ${i?.card}`);
	return /** @type {LocalizedString} */ (`il y a ${i?.amount} fois le ${i?.card}`)
	
};

const es_reframing_there_are = /** @type {(inputs: Reframing_There_AreInputs) => LocalizedString} */ (i) => {
	if ((i?.count === 0 || i?.count === "0")) return /** @type {LocalizedString} */ (`no hay ningún ${i?.card}`);
	if ((i?.count === 1 || i?.count === "1")) return /** @type {LocalizedString} */ (`hay un ${i?.card}`);
	return /** @type {LocalizedString} */ (`hay ${i?.amount} veces el ${i?.card}`)
	
};

/**
* | count | output |
* | --- | --- |
* | "0" | "there is no {card}" |
* | "1" | "there is one {card}" |
* | * | "there are {amount} {card}s" |
*
* @param {Reframing_There_AreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_there_are = /** @type {((inputs: Reframing_There_AreInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_There_AreInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_there_are(inputs)
	if (locale === "fr") return fr_reframing_there_are(inputs)
	if (locale === "es") return es_reframing_there_are(inputs)
	return en_reframing_there_are(inputs)
});