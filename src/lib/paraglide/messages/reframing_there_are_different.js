/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, amount: NonNullable<unknown> }} Reframing_There_Are_DifferentInputs */

const en_reframing_there_are_different = /** @type {(inputs: Reframing_There_Are_DifferentInputs) => LocalizedString} */ (i) => {
	if ((i?.count === 0 || i?.count === "0")) return /** @type {LocalizedString} */ (`there is no different number`);
	if ((i?.count === 1 || i?.count === "1")) return /** @type {LocalizedString} */ (`there is one different number`);
	return /** @type {LocalizedString} */ (`there are ${i?.amount} different numbers`)
	
};

const de_reframing_there_are_different = /** @type {(inputs: Reframing_There_Are_DifferentInputs) => LocalizedString} */ (i) => {
	if ((i?.count === 0 || i?.count === "0")) return /** @type {LocalizedString} */ (`es liegt keine Zahl`);
	if ((i?.count === 1 || i?.count === "1")) return /** @type {LocalizedString} */ (`es liegt eine einzige Zahl`);
	return /** @type {LocalizedString} */ (`es liegen ${i?.amount} verschiedene Zahlen`)
	
};

const fr_reframing_there_are_different = /** @type {(inputs: Reframing_There_Are_DifferentInputs) => LocalizedString} */ (i) => {
	if ((i?.count === 0 || i?.count === "0")) return /** @type {LocalizedString} */ (`il n’y a aucun nombre`);
	if ((i?.count === 1 || i?.count === "1")) return /** @type {LocalizedString} */ (`il y a un seul nombre`);
	return /** @type {LocalizedString} */ (`il y a ${i?.amount} nombres différents`)
	
};

const es_reframing_there_are_different = /** @type {(inputs: Reframing_There_Are_DifferentInputs) => LocalizedString} */ (i) => {
	if ((i?.count === 0 || i?.count === "0")) return /** @type {LocalizedString} */ (`no hay ningún número`);
	if ((i?.count === 1 || i?.count === "1")) return /** @type {LocalizedString} */ (`hay un solo número`);
	return /** @type {LocalizedString} */ (`hay ${i?.amount} números distintos`)
	
};

/**
* | count | output |
* | --- | --- |
* | "0" | "there is no different number" |
* | "1" | "there is one different number" |
* | * | "there are {amount} different numbers" |
*
* @param {Reframing_There_Are_DifferentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_there_are_different = /** @type {((inputs: Reframing_There_Are_DifferentInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_There_Are_DifferentInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_there_are_different(inputs)
	if (locale === "fr") return fr_reframing_there_are_different(inputs)
	if (locale === "es") return es_reframing_there_are_different(inputs)
	return en_reframing_there_are_different(inputs)
});