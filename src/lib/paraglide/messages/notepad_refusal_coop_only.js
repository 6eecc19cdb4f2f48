/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notepad_Refusal_Coop_OnlyInputs */

const en_notepad_refusal_coop_only = /** @type {(inputs: Notepad_Refusal_Coop_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only a co-operative game has a result for the whole table.`)
};

const de_notepad_refusal_coop_only = /** @type {(inputs: Notepad_Refusal_Coop_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur ein kooperatives Spiel hat ein Ergebnis für den ganzen Tisch.`)
};

const fr_notepad_refusal_coop_only = /** @type {(inputs: Notepad_Refusal_Coop_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seul un jeu coopératif a un résultat pour toute la table.`)
};

const es_notepad_refusal_coop_only = /** @type {(inputs: Notepad_Refusal_Coop_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo un juego cooperativo tiene un resultado para toda la mesa.`)
};

/**
* | output |
* | --- |
* | "Only a co-operative game has a result for the whole table." |
*
* @param {Notepad_Refusal_Coop_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_refusal_coop_only = /** @type {((inputs?: Notepad_Refusal_Coop_OnlyInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Refusal_Coop_OnlyInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_refusal_coop_only(inputs)
	if (locale === "fr") return fr_notepad_refusal_coop_only(inputs)
	if (locale === "es") return es_notepad_refusal_coop_only(inputs)
	return en_notepad_refusal_coop_only(inputs)
});