/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Round_Help_1Inputs */

const en_reframing_round_help_1 = /** @type {(inputs: Reframing_Round_Help_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Play up to three different cards onto frame 1.`)
};

const de_reframing_round_help_1 = /** @type {(inputs: Reframing_Round_Help_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spielt bis zu drei verschiedene Karten auf Rahmen 1.`)
};

const fr_reframing_round_help_1 = /** @type {(inputs: Reframing_Round_Help_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jouez jusqu’à trois cartes différentes sur le cadre 1.`)
};

const es_reframing_round_help_1 = /** @type {(inputs: Reframing_Round_Help_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jugad hasta tres cartas distintas en el marco 1.`)
};

/**
* | output |
* | --- |
* | "Play up to three different cards onto frame 1." |
*
* @param {Reframing_Round_Help_1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_round_help_1 = /** @type {((inputs?: Reframing_Round_Help_1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Round_Help_1Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_round_help_1(inputs)
	if (locale === "fr") return fr_reframing_round_help_1(inputs)
	if (locale === "es") return es_reframing_round_help_1(inputs)
	return en_reframing_round_help_1(inputs)
});