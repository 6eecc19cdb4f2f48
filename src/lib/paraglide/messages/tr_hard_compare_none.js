/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ order: NonNullable<unknown>, score: NonNullable<unknown>, n: NonNullable<unknown>, mean: NonNullable<unknown> }} Tr_Hard_Compare_NoneInputs */

const en_tr_hard_compare_none = /** @type {(inputs: Tr_Hard_Compare_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`For comparison, the plain best order ${i?.order} gives you ${i?.score} of ${i?.n} and each other player ${i?.mean} on average: no order is harder for the others.`)
};

const de_tr_hard_compare_none = /** @type {(inputs: Tr_Hard_Compare_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zum Vergleich: Die einfach beste Reihenfolge ${i?.order} bringt dir ${i?.score} von ${i?.n} und jedem anderen Spieler im Schnitt ${i?.mean}: Keine Reihenfolge ist schwerer für die anderen.`)
};

const fr_tr_hard_compare_none = /** @type {(inputs: Tr_Hard_Compare_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pour comparer, le simple meilleur ordre ${i?.order} te donne ${i?.score} sur ${i?.n} et à chaque autre joueur ${i?.mean} en moyenne : aucun ordre n’est plus dur pour les autres.`)
};

const es_tr_hard_compare_none = /** @type {(inputs: Tr_Hard_Compare_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Para comparar, el mejor orden sin más, ${i?.order}, te da ${i?.score} de ${i?.n} y a cada uno de los demás ${i?.mean} de media: ningún orden es más difícil para los demás.`)
};

/**
* | output |
* | --- |
* | "For comparison, the plain best order {order} gives you {score} of {n} and each other player {mean} on average: no order is harder for the others." |
*
* @param {Tr_Hard_Compare_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_hard_compare_none = /** @type {((inputs: Tr_Hard_Compare_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Hard_Compare_NoneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_hard_compare_none(inputs)
	if (locale === "fr") return fr_tr_hard_compare_none(inputs)
	if (locale === "es") return es_tr_hard_compare_none(inputs)
	return en_tr_hard_compare_none(inputs)
});