/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ colour: NonNullable<unknown>, colourMany: NonNullable<unknown>, name: NonNullable<unknown> }} Perm_Count_FieldInputs */

const en_perm_count_field = /** @type {(inputs: Perm_Count_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.colour} cards`)
};

const de_perm_count_field = /** @type {(inputs: Perm_Count_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: Karten in ${i?.colour}`)
};

const fr_perm_count_field = /** @type {(inputs: Perm_Count_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : cartes ${i?.colourMany}`)
};

const es_perm_count_field = /** @type {(inputs: Perm_Count_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: cartas ${i?.colourMany}`)
};

/**
* | colour | output |
* | --- | --- |
* | * | "{name}: {colour} cards" |
*
* @param {Perm_Count_FieldInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_count_field = /** @type {((inputs: Perm_Count_FieldInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Count_FieldInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_count_field(inputs)
	if (locale === "fr") return fr_perm_count_field(inputs)
	if (locale === "es") return es_perm_count_field(inputs)
	return en_perm_count_field(inputs)
});