/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ found: NonNullable<unknown>, foundScore: NonNullable<unknown>, n: NonNullable<unknown>, typed: NonNullable<unknown>, typedScore: NonNullable<unknown> }} Tr_Ask_TypedInputs */

const en_tr_ask_typed = /** @type {(inputs: Tr_Ask_TypedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The helper’s order ${i?.found} gives you ${i?.foundScore} of ${i?.n}, but the order field holds ${i?.typed}, which gives you ${i?.typedScore} of ${i?.n}. Which order do you reveal to everyone?`)
};

const de_tr_ask_typed = /** @type {(inputs: Tr_Ask_TypedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Reihenfolge des Helfers ${i?.found} bringt dir ${i?.foundScore} von ${i?.n}, aber im Feld steht ${i?.typed}, was dir ${i?.typedScore} von ${i?.n} bringt. Welche Reihenfolge deckst du für alle auf?`)
};

const fr_tr_ask_typed = /** @type {(inputs: Tr_Ask_TypedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’ordre de l’aide, ${i?.found}, te donne ${i?.foundScore} sur ${i?.n}, mais le champ contient ${i?.typed}, qui te donne ${i?.typedScore} sur ${i?.n}. Quel ordre révèles-tu à tous ?`)
};

const es_tr_ask_typed = /** @type {(inputs: Tr_Ask_TypedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El orden de la ayuda, ${i?.found}, te da ${i?.foundScore} de ${i?.n}, pero la casilla tiene ${i?.typed}, que te da ${i?.typedScore} de ${i?.n}. ¿Qué orden revelas a todos?`)
};

/**
* | output |
* | --- |
* | "The helper’s order {found} gives you {foundScore} of {n}, but the order field holds {typed}, which gives you {typedScore} of {n}. Which order do you reveal t..." |
*
* @param {Tr_Ask_TypedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_ask_typed = /** @type {((inputs: Tr_Ask_TypedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Ask_TypedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_ask_typed(inputs)
	if (locale === "fr") return fr_tr_ask_typed(inputs)
	if (locale === "es") return es_tr_ask_typed(inputs)
	return en_tr_ask_typed(inputs)
});