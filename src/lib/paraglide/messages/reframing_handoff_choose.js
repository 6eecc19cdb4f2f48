/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ round: NonNullable<unknown> }} Reframing_Handoff_ChooseInputs */

const en_reframing_handoff_choose = /** @type {(inputs: Reframing_Handoff_ChooseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose your cards for round ${i?.round} in secret.`)
};

const de_reframing_handoff_choose = /** @type {(inputs: Reframing_Handoff_ChooseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wähle deine Karten für Runde ${i?.round} geheim.`)
};

const fr_reframing_handoff_choose = /** @type {(inputs: Reframing_Handoff_ChooseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choisis tes cartes de la manche ${i?.round} en secret.`)
};

const es_reframing_handoff_choose = /** @type {(inputs: Reframing_Handoff_ChooseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Elige en secreto tus cartas de la ronda ${i?.round}.`)
};

/**
* | output |
* | --- |
* | "Choose your cards for round {round} in secret." |
*
* @param {Reframing_Handoff_ChooseInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_handoff_choose = /** @type {((inputs: Reframing_Handoff_ChooseInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Handoff_ChooseInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_handoff_choose(inputs)
	if (locale === "fr") return fr_reframing_handoff_choose(inputs)
	if (locale === "es") return es_reframing_handoff_choose(inputs)
	return en_reframing_handoff_choose(inputs)
});