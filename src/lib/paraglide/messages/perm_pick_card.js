/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ card: NonNullable<unknown>, colour: NonNullable<unknown>, colourIs: NonNullable<unknown> }} Perm_Pick_CardInputs */

const en_perm_pick_card = /** @type {(inputs: Perm_Pick_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card} ${i?.colour}`)
};

const de_perm_pick_card = /** @type {(inputs: Perm_Pick_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card} ${i?.colourIs}`)
};

const fr_perm_pick_card = /** @type {(inputs: Perm_Pick_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card} ${i?.colourIs}`)
};

const es_perm_pick_card = /** @type {(inputs: Perm_Pick_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card} ${i?.colourIs}`)
};

/**
* | card | output |
* | --- | --- |
* | * | "{card} {colour}" |
*
* @param {Perm_Pick_CardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_pick_card = /** @type {((inputs: Perm_Pick_CardInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Pick_CardInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_pick_card(inputs)
	if (locale === "fr") return fr_perm_pick_card(inputs)
	if (locale === "es") return es_perm_pick_card(inputs)
	return en_perm_pick_card(inputs)
});