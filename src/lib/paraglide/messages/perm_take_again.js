/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Perm_Take_AgainInputs */

const en_perm_take_again = /** @type {(inputs: Perm_Take_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} has already drafted a card in this auction.`)
};

const de_perm_take_again = /** @type {(inputs: Perm_Take_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hat in dieser Versteigerung schon eine Karte genommen.`)
};

const fr_perm_take_again = /** @type {(inputs: Perm_Take_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a déjà pris une carte dans cette enchère.`)
};

const es_perm_take_again = /** @type {(inputs: Perm_Take_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ya se ha llevado una carta en esta subasta.`)
};

/**
* | output |
* | --- |
* | "{name} has already drafted a card in this auction." |
*
* @param {Perm_Take_AgainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_take_again = /** @type {((inputs: Perm_Take_AgainInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Take_AgainInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_take_again(inputs)
	if (locale === "fr") return fr_perm_take_again(inputs)
	if (locale === "es") return es_perm_take_again(inputs)
	return en_perm_take_again(inputs)
});