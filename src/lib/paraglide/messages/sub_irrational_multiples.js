/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Irrational_MultiplesInputs */

const en_sub_irrational_multiples = /** @type {(inputs: Sub_Irrational_MultiplesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every element of A is in S: apart from at most one rational number, A holds only irrational numbers within its bounds, and the few numbers there that S leaves out were each checked not to be in A.`)
};

const de_sub_irrational_multiples = /** @type {(inputs: Sub_Irrational_MultiplesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedes Element von A liegt in S: Bis auf höchstens eine rationale Zahl enthält A nur irrationale Zahlen innerhalb seiner Grenzen, und für die wenigen Zahlen dort, die S auslässt, wurde jeweils geprüft, dass sie nicht in A liegen.`)
};

const fr_sub_irrational_multiples = /** @type {(inputs: Sub_Irrational_MultiplesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout élément de A est dans S : à au plus un nombre rationnel près, A ne contient que des nombres irrationnels entre ses bornes, et pour les quelques nombres que S y exclut, on a vérifié un par un qu’ils ne sont pas dans A.`)
};

const es_sub_irrational_multiples = /** @type {(inputs: Sub_Irrational_MultiplesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo elemento de A está en S: salvo a lo sumo un número racional, A solo contiene números irracionales dentro de sus límites, y de los pocos números de ahí que S deja fuera se comprobó uno a uno que no están en A.`)
};

/**
* | output |
* | --- |
* | "Every element of A is in S: apart from at most one rational number, A holds only irrational numbers within its bounds, and the few numbers there that S leave..." |
*
* @param {Sub_Irrational_MultiplesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_irrational_multiples = /** @type {((inputs?: Sub_Irrational_MultiplesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Irrational_MultiplesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_irrational_multiples(inputs)
	if (locale === "fr") return fr_sub_irrational_multiples(inputs)
	if (locale === "es") return es_sub_irrational_multiples(inputs)
	return en_sub_irrational_multiples(inputs)
});