/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Fm_Bp_UnreadableInputs */

const en_fm_bp_unreadable = /** @type {(inputs: Fm_Bp_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} holds something Tablemate cannot read.`)
};

const de_fm_bp_unreadable = /** @type {(inputs: Fm_Bp_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}: enthält etwas, das Tablemate nicht lesen kann.`)
};

const fr_fm_bp_unreadable = /** @type {(inputs: Fm_Bp_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} : contient quelque chose que Tablemate ne sait pas lire.`)
};

const es_fm_bp_unreadable = /** @type {(inputs: Fm_Bp_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}: contiene algo que Tablemate no puede leer.`)
};

/**
* | output |
* | --- |
* | "{what} holds something Tablemate cannot read." |
*
* @param {Fm_Bp_UnreadableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_bp_unreadable = /** @type {((inputs: Fm_Bp_UnreadableInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Bp_UnreadableInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_bp_unreadable(inputs)
	if (locale === "fr") return fr_fm_bp_unreadable(inputs)
	if (locale === "es") return es_fm_bp_unreadable(inputs)
	return en_fm_bp_unreadable(inputs)
});