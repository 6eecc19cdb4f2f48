/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Round_Help_2Inputs */

const en_reframing_round_help_2 = /** @type {(inputs: Reframing_Round_Help_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everyone gains an 8 and a 9. Play up to three cards onto frame 2; a card already on a frame moves.`)
};

const de_reframing_round_help_2 = /** @type {(inputs: Reframing_Round_Help_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle bekommen eine 8 und eine 9. Spielt bis zu drei Karten auf Rahmen 2; eine Karte, die schon auf einem Rahmen liegt, wandert mit.`)
};

const fr_reframing_round_help_2 = /** @type {(inputs: Reframing_Round_Help_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chacun reçoit un 8 et un 9. Jouez jusqu’à trois cartes sur le cadre 2 ; une carte déjà sur un cadre se déplace.`)
};

const es_reframing_round_help_2 = /** @type {(inputs: Reframing_Round_Help_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos reciben un 8 y un 9. Jugad hasta tres cartas en el marco 2; una carta que ya está en un marco se mueve.`)
};

/**
* | output |
* | --- |
* | "Everyone gains an 8 and a 9. Play up to three cards onto frame 2; a card already on a frame moves." |
*
* @param {Reframing_Round_Help_2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_round_help_2 = /** @type {((inputs?: Reframing_Round_Help_2Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Round_Help_2Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_round_help_2(inputs)
	if (locale === "fr") return fr_reframing_round_help_2(inputs)
	if (locale === "es") return es_reframing_round_help_2(inputs)
	return en_reframing_round_help_2(inputs)
});