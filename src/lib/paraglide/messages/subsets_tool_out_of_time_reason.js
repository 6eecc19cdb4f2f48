/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ seconds: NonNullable<unknown> }} Subsets_Tool_Out_Of_Time_ReasonInputs */

const en_subsets_tool_out_of_time_reason = /** @type {(inputs: Subsets_Tool_Out_Of_Time_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The checker stopped after ${i?.seconds} seconds rather than guess. Ask the table, or try simpler cards.`)
};

const de_subsets_tool_out_of_time_reason = /** @type {(inputs: Subsets_Tool_Out_Of_Time_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Prüfer hat nach ${i?.seconds} Sekunden aufgehört, statt zu raten. Fragt den Tisch oder versucht einfachere Karten.`)
};

const fr_subsets_tool_out_of_time_reason = /** @type {(inputs: Subsets_Tool_Out_Of_Time_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le vérificateur s’est arrêté au bout de ${i?.seconds} secondes plutôt que de deviner. Demandez à la table, ou essayez des cartes plus simples.`)
};

const es_subsets_tool_out_of_time_reason = /** @type {(inputs: Subsets_Tool_Out_Of_Time_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El comprobador se detuvo tras ${i?.seconds} segundos en lugar de adivinar. Preguntad a la mesa o probad cartas más sencillas.`)
};

/**
* | output |
* | --- |
* | "The checker stopped after {seconds} seconds rather than guess. Ask the table, or try simpler cards." |
*
* @param {Subsets_Tool_Out_Of_Time_ReasonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_tool_out_of_time_reason = /** @type {((inputs: Subsets_Tool_Out_Of_Time_ReasonInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Tool_Out_Of_Time_ReasonInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_tool_out_of_time_reason(inputs)
	if (locale === "fr") return fr_subsets_tool_out_of_time_reason(inputs)
	if (locale === "es") return es_subsets_tool_out_of_time_reason(inputs)
	return en_subsets_tool_out_of_time_reason(inputs)
});