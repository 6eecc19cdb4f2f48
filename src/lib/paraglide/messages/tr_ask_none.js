/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ found: NonNullable<unknown>, foundScore: NonNullable<unknown>, n: NonNullable<unknown> }} Tr_Ask_NoneInputs */

const en_tr_ask_none = /** @type {(inputs: Tr_Ask_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The helper’s order ${i?.found} gives you ${i?.foundScore} of ${i?.n}, but the order field holds no order that can be revealed. Which order do you reveal to everyone?`)
};

const de_tr_ask_none = /** @type {(inputs: Tr_Ask_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Reihenfolge des Helfers ${i?.found} bringt dir ${i?.foundScore} von ${i?.n}, aber im Feld steht keine Reihenfolge, die sich aufdecken lässt. Welche Reihenfolge deckst du für alle auf?`)
};

const fr_tr_ask_none = /** @type {(inputs: Tr_Ask_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’ordre de l’aide, ${i?.found}, te donne ${i?.foundScore} sur ${i?.n}, mais le champ ne contient aucun ordre qui puisse être révélé. Quel ordre révèles-tu à tous ?`)
};

const es_tr_ask_none = /** @type {(inputs: Tr_Ask_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El orden de la ayuda, ${i?.found}, te da ${i?.foundScore} de ${i?.n}, pero la casilla no tiene ningún orden que se pueda revelar. ¿Qué orden revelas a todos?`)
};

/**
* | output |
* | --- |
* | "The helper’s order {found} gives you {foundScore} of {n}, but the order field holds no order that can be revealed. Which order do you reveal to everyone?" |
*
* @param {Tr_Ask_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_ask_none = /** @type {((inputs: Tr_Ask_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Ask_NoneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_ask_none(inputs)
	if (locale === "fr") return fr_tr_ask_none(inputs)
	if (locale === "es") return es_tr_ask_none(inputs)
	return en_tr_ask_none(inputs)
});