/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Perm_Place_DraftedInputs */

const en_perm_place_drafted = /** @type {(inputs: Perm_Place_DraftedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`was drafted by ${i?.name} this round`)
};

const de_perm_place_drafted = /** @type {(inputs: Perm_Place_DraftedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`wurde in dieser Runde von ${i?.name} genommen`)
};

const fr_perm_place_drafted = /** @type {(inputs: Perm_Place_DraftedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a été prise par ${i?.name} pendant cette manche`)
};

const es_perm_place_drafted = /** @type {(inputs: Perm_Place_DraftedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`se la llevó ${i?.name} en esta ronda`)
};

/**
* | output |
* | --- |
* | "was drafted by {name} this round" |
*
* @param {Perm_Place_DraftedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_place_drafted = /** @type {((inputs: Perm_Place_DraftedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Place_DraftedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_place_drafted(inputs)
	if (locale === "fr") return fr_perm_place_drafted(inputs)
	if (locale === "es") return es_perm_place_drafted(inputs)
	return en_perm_place_drafted(inputs)
});