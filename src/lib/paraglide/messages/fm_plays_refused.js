/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Fm_Plays_RefusedInputs */

const en_fm_plays_refused = /** @type {(inputs: Fm_Plays_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reason} Nothing was imported.`)
};

const de_fm_plays_refused = /** @type {(inputs: Fm_Plays_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reason} Es wurde nichts importiert.`)
};

const fr_fm_plays_refused = /** @type {(inputs: Fm_Plays_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reason} Rien n’a été importé.`)
};

const es_fm_plays_refused = /** @type {(inputs: Fm_Plays_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reason} No se ha importado nada.`)
};

/**
* | output |
* | --- |
* | "{reason} Nothing was imported." |
*
* @param {Fm_Plays_RefusedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_plays_refused = /** @type {((inputs: Fm_Plays_RefusedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Plays_RefusedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_plays_refused(inputs)
	if (locale === "fr") return fr_fm_plays_refused(inputs)
	if (locale === "es") return es_fm_plays_refused(inputs)
	return en_fm_plays_refused(inputs)
});