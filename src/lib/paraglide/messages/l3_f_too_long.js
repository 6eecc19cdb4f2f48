/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ length: NonNullable<unknown>, max: NonNullable<unknown> }} L3_F_Too_LongInputs */

const en_l3_f_too_long = /** @type {(inputs: L3_F_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The card is ${i?.length} characters long; the checker reads up to ${i?.max}.`)
};

const de_l3_f_too_long = /** @type {(inputs: L3_F_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Karte ist ${i?.length} Zeichen lang; der Prüfer liest bis zu ${i?.max}.`)
};

const fr_l3_f_too_long = /** @type {(inputs: L3_F_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La carte fait ${i?.length} caractères ; le vérificateur en lit jusqu’à ${i?.max}.`)
};

const es_l3_f_too_long = /** @type {(inputs: L3_F_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La carta tiene ${i?.length} caracteres; el comprobador lee hasta ${i?.max}.`)
};

/**
* | output |
* | --- |
* | "The card is {length} characters long; the checker reads up to {max}." |
*
* @param {L3_F_Too_LongInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_too_long = /** @type {((inputs: L3_F_Too_LongInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Too_LongInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_too_long(inputs)
	if (locale === "fr") return fr_l3_f_too_long(inputs)
	if (locale === "es") return es_l3_f_too_long(inputs)
	return en_l3_f_too_long(inputs)
});