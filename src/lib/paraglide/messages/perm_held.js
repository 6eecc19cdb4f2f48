/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, counts: NonNullable<unknown> }} Perm_HeldInputs */

const en_perm_held = /** @type {(inputs: Perm_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} held ${i?.counts}`)
};

const de_perm_held = /** @type {(inputs: Perm_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hatte ${i?.counts}`)
};

const fr_perm_held = /** @type {(inputs: Perm_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} avait ${i?.counts}`)
};

const es_perm_held = /** @type {(inputs: Perm_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} tenía ${i?.counts}`)
};

/**
* | output |
* | --- |
* | "{name} held {counts}" |
*
* @param {Perm_HeldInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_held = /** @type {((inputs: Perm_HeldInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_HeldInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_held(inputs)
	if (locale === "fr") return fr_perm_held(inputs)
	if (locale === "es") return es_perm_held(inputs)
	return en_perm_held(inputs)
});