/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ char: NonNullable<unknown> }} L3_F_Unknown_CharacterInputs */

const en_l3_f_unknown_character = /** @type {(inputs: L3_F_Unknown_CharacterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The character "${i?.char}" has no meaning on a card.`)
};

const de_l3_f_unknown_character = /** @type {(inputs: L3_F_Unknown_CharacterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das Zeichen „${i?.char}“ hat auf einer Karte keine Bedeutung.`)
};

const fr_l3_f_unknown_character = /** @type {(inputs: L3_F_Unknown_CharacterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le caractère « ${i?.char} » n’a pas de sens sur une carte.`)
};

const es_l3_f_unknown_character = /** @type {(inputs: L3_F_Unknown_CharacterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El carácter «${i?.char}» no significa nada en una carta.`)
};

/**
* | output |
* | --- |
* | "The character \"{char}\" has no meaning on a card." |
*
* @param {L3_F_Unknown_CharacterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_unknown_character = /** @type {((inputs: L3_F_Unknown_CharacterInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Unknown_CharacterInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_unknown_character(inputs)
	if (locale === "fr") return fr_l3_f_unknown_character(inputs)
	if (locale === "es") return es_l3_f_unknown_character(inputs)
	return en_l3_f_unknown_character(inputs)
});