/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ seconds: NonNullable<unknown> }} Subsets_Card_Stopped_AfterInputs */

const en_subsets_card_stopped_after = /** @type {(inputs: Subsets_Card_Stopped_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The checker stopped after ${i?.seconds} seconds rather than guess.`)
};

const de_subsets_card_stopped_after = /** @type {(inputs: Subsets_Card_Stopped_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Prüfer hat nach ${i?.seconds} Sekunden aufgehört, statt zu raten.`)
};

const fr_subsets_card_stopped_after = /** @type {(inputs: Subsets_Card_Stopped_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le vérificateur s’est arrêté au bout de ${i?.seconds} secondes plutôt que de deviner.`)
};

const es_subsets_card_stopped_after = /** @type {(inputs: Subsets_Card_Stopped_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El comprobador se detuvo tras ${i?.seconds} segundos en lugar de adivinar.`)
};

/**
* | output |
* | --- |
* | "The checker stopped after {seconds} seconds rather than guess." |
*
* @param {Subsets_Card_Stopped_AfterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_card_stopped_after = /** @type {((inputs: Subsets_Card_Stopped_AfterInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Card_Stopped_AfterInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_card_stopped_after(inputs)
	if (locale === "fr") return fr_subsets_card_stopped_after(inputs)
	if (locale === "es") return es_subsets_card_stopped_after(inputs)
	return en_subsets_card_stopped_after(inputs)
});