/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Fm_Plays_FailedInputs */

const en_fm_plays_failed = /** @type {(inputs: Fm_Plays_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nothing was imported: ${i?.reason}`)
};

const de_fm_plays_failed = /** @type {(inputs: Fm_Plays_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Es wurde nichts importiert: ${i?.reason}`)
};

const fr_fm_plays_failed = /** @type {(inputs: Fm_Plays_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rien n’a été importé : ${i?.reason}`)
};

const es_fm_plays_failed = /** @type {(inputs: Fm_Plays_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se ha importado nada: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Nothing was imported: {reason}" |
*
* @param {Fm_Plays_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_plays_failed = /** @type {((inputs: Fm_Plays_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Plays_FailedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_plays_failed(inputs)
	if (locale === "fr") return fr_fm_plays_failed(inputs)
	if (locale === "es") return es_fm_plays_failed(inputs)
	return en_fm_plays_failed(inputs)
});