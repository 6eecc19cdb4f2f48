/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ word: NonNullable<unknown> }} L3_F_Unknown_WordInputs */

const en_l3_f_unknown_word = /** @type {(inputs: L3_F_Unknown_WordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The checker does not know the word "${i?.word}".`)
};

const de_l3_f_unknown_word = /** @type {(inputs: L3_F_Unknown_WordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Prüfer kennt das Wort „${i?.word}“ nicht.`)
};

const fr_l3_f_unknown_word = /** @type {(inputs: L3_F_Unknown_WordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le vérificateur ne connaît pas le mot « ${i?.word} ».`)
};

const es_l3_f_unknown_word = /** @type {(inputs: L3_F_Unknown_WordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El comprobador no conoce la palabra «${i?.word}».`)
};

/**
* | output |
* | --- |
* | "The checker does not know the word \"{word}\"." |
*
* @param {L3_F_Unknown_WordInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_unknown_word = /** @type {((inputs: L3_F_Unknown_WordInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Unknown_WordInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_unknown_word(inputs)
	if (locale === "fr") return fr_l3_f_unknown_word(inputs)
	if (locale === "es") return es_l3_f_unknown_word(inputs)
	return en_l3_f_unknown_word(inputs)
});