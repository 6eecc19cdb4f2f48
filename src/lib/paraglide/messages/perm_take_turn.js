/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ next: NonNullable<unknown>, name: NonNullable<unknown> }} Perm_Take_TurnInputs */

const en_perm_take_turn = /** @type {(inputs: Perm_Take_TurnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It is ${i?.next}'s turn to draft, not ${i?.name}'s: the highest bid drafts first.`)
};

const de_perm_take_turn = /** @type {(inputs: Perm_Take_TurnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.next} ist mit Nehmen dran, nicht ${i?.name}: Das höchste Gebot nimmt zuerst.`)
};

const fr_perm_take_turn = /** @type {(inputs: Perm_Take_TurnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`C’est à ${i?.next} de prendre, pas à ${i?.name} : la mise la plus haute prend en premier.`)
};

const es_perm_take_turn = /** @type {(inputs: Perm_Take_TurnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le toca elegir a ${i?.next}, no a ${i?.name}: la puja más alta se lleva carta primero.`)
};

/**
* | output |
* | --- |
* | "It is {next}'s turn to draft, not {name}'s: the highest bid drafts first." |
*
* @param {Perm_Take_TurnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_take_turn = /** @type {((inputs: Perm_Take_TurnInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Take_TurnInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_take_turn(inputs)
	if (locale === "fr") return fr_perm_take_turn(inputs)
	if (locale === "es") return es_perm_take_turn(inputs)
	return en_perm_take_turn(inputs)
});