/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ card: NonNullable<unknown>, colour: NonNullable<unknown>, colourIs: NonNullable<unknown>, name: NonNullable<unknown> }} Perm_Takes_CardInputs */

const en_perm_takes_card = /** @type {(inputs: Perm_Takes_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} takes ${i?.card} ${i?.colour}`)
};

const de_perm_takes_card = /** @type {(inputs: Perm_Takes_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} nimmt ${i?.card} ${i?.colourIs}`)
};

const fr_perm_takes_card = /** @type {(inputs: Perm_Takes_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} prend ${i?.card} ${i?.colourIs}`)
};

const es_perm_takes_card = /** @type {(inputs: Perm_Takes_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} se lleva ${i?.card} ${i?.colourIs}`)
};

/**
* | card | output |
* | --- | --- |
* | * | "{name} takes {card} {colour}" |
*
* @param {Perm_Takes_CardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_takes_card = /** @type {((inputs: Perm_Takes_CardInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Takes_CardInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_takes_card(inputs)
	if (locale === "fr") return fr_perm_takes_card(inputs)
	if (locale === "es") return es_perm_takes_card(inputs)
	return en_perm_takes_card(inputs)
});