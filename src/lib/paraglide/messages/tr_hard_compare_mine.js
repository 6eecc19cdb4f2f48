/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ order: NonNullable<unknown>, score: NonNullable<unknown>, n: NonNullable<unknown>, mean: NonNullable<unknown> }} Tr_Hard_Compare_MineInputs */

const en_tr_hard_compare_mine = /** @type {(inputs: Tr_Hard_Compare_MineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`For comparison, the plain best order ${i?.order} gives you ${i?.score} of ${i?.n} and each other player ${i?.mean} on average: of your best orders, none is harder for the others.`)
};

const de_tr_hard_compare_mine = /** @type {(inputs: Tr_Hard_Compare_MineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zum Vergleich: Die einfach beste Reihenfolge ${i?.order} bringt dir ${i?.score} von ${i?.n} und jedem anderen Spieler im Schnitt ${i?.mean}: Von deinen besten Reihenfolgen ist keine schwerer für die anderen.`)
};

const fr_tr_hard_compare_mine = /** @type {(inputs: Tr_Hard_Compare_MineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pour comparer, le simple meilleur ordre ${i?.order} te donne ${i?.score} sur ${i?.n} et à chaque autre joueur ${i?.mean} en moyenne : parmi tes meilleurs ordres, aucun n’est plus dur pour les autres.`)
};

const es_tr_hard_compare_mine = /** @type {(inputs: Tr_Hard_Compare_MineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Para comparar, el mejor orden sin más, ${i?.order}, te da ${i?.score} de ${i?.n} y a cada uno de los demás ${i?.mean} de media: de tus mejores órdenes, ninguno es más difícil para los demás.`)
};

/**
* | output |
* | --- |
* | "For comparison, the plain best order {order} gives you {score} of {n} and each other player {mean} on average: of your best orders, none is harder for the ot..." |
*
* @param {Tr_Hard_Compare_MineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_hard_compare_mine = /** @type {((inputs: Tr_Hard_Compare_MineInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Hard_Compare_MineInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_hard_compare_mine(inputs)
	if (locale === "fr") return fr_tr_hard_compare_mine(inputs)
	if (locale === "es") return es_tr_hard_compare_mine(inputs)
	return en_tr_hard_compare_mine(inputs)
});