/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Round_Help_5Inputs */

const en_reframing_round_help_5 = /** @type {(inputs: Reframing_Round_Help_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everyone gains a 12 and a 13. Play up to three cards onto frame 5.`)
};

const de_reframing_round_help_5 = /** @type {(inputs: Reframing_Round_Help_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle bekommen eine 12 und eine 13. Spielt bis zu drei Karten auf Rahmen 5.`)
};

const fr_reframing_round_help_5 = /** @type {(inputs: Reframing_Round_Help_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chacun reçoit un 12 et un 13. Jouez jusqu’à trois cartes sur le cadre 5.`)
};

const es_reframing_round_help_5 = /** @type {(inputs: Reframing_Round_Help_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos reciben un 12 y un 13. Jugad hasta tres cartas en el marco 5.`)
};

/**
* | output |
* | --- |
* | "Everyone gains a 12 and a 13. Play up to three cards onto frame 5." |
*
* @param {Reframing_Round_Help_5Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_round_help_5 = /** @type {((inputs?: Reframing_Round_Help_5Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Round_Help_5Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_round_help_5(inputs)
	if (locale === "fr") return fr_reframing_round_help_5(inputs)
	if (locale === "es") return es_reframing_round_help_5(inputs)
	return en_reframing_round_help_5(inputs)
});