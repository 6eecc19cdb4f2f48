/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ expected: NonNullable<unknown>, name: NonNullable<unknown> }} Tr_Not_Your_TurnInputs */

const en_tr_not_your_turn = /** @type {(inputs: Tr_Not_Your_TurnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It is ${i?.expected}’s turn to choose a term of a′, not ${i?.name}’s.`)
};

const de_tr_not_your_turn = /** @type {(inputs: Tr_Not_Your_TurnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.expected} wählt jetzt ein Glied von a′, nicht ${i?.name}.`)
};

const fr_tr_not_your_turn = /** @type {(inputs: Tr_Not_Your_TurnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`C’est à ${i?.expected} de choisir un terme de a′, pas à ${i?.name}.`)
};

const es_tr_not_your_turn = /** @type {(inputs: Tr_Not_Your_TurnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le toca a ${i?.expected} elegir un término de a′, no a ${i?.name}.`)
};

/**
* | output |
* | --- |
* | "It is {expected}’s turn to choose a term of a′, not {name}’s." |
*
* @param {Tr_Not_Your_TurnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_not_your_turn = /** @type {((inputs: Tr_Not_Your_TurnInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Not_Your_TurnInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_not_your_turn(inputs)
	if (locale === "fr") return fr_tr_not_your_turn(inputs)
	if (locale === "es") return es_tr_not_your_turn(inputs)
	return en_tr_not_your_turn(inputs)
});