/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Round_Help_4Inputs */

const en_reframing_round_help_4 = /** @type {(inputs: Reframing_Round_Help_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everyone gains a 10 and an 11. Play up to three cards onto frame 4.`)
};

const de_reframing_round_help_4 = /** @type {(inputs: Reframing_Round_Help_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle bekommen eine 10 und eine 11. Spielt bis zu drei Karten auf Rahmen 4.`)
};

const fr_reframing_round_help_4 = /** @type {(inputs: Reframing_Round_Help_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chacun reçoit un 10 et un 11. Jouez jusqu’à trois cartes sur le cadre 4.`)
};

const es_reframing_round_help_4 = /** @type {(inputs: Reframing_Round_Help_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos reciben un 10 y un 11. Jugad hasta tres cartas en el marco 4.`)
};

/**
* | output |
* | --- |
* | "Everyone gains a 10 and an 11. Play up to three cards onto frame 4." |
*
* @param {Reframing_Round_Help_4Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_round_help_4 = /** @type {((inputs?: Reframing_Round_Help_4Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Round_Help_4Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_round_help_4(inputs)
	if (locale === "fr") return fr_reframing_round_help_4(inputs)
	if (locale === "es") return es_reframing_round_help_4(inputs)
	return en_reframing_round_help_4(inputs)
});