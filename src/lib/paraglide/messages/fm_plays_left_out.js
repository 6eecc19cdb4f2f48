/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ list: NonNullable<unknown> }} Fm_Plays_Left_OutInputs */

const en_fm_plays_left_out = /** @type {(inputs: Fm_Plays_Left_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Left out: ${i?.list}.`)
};

const de_fm_plays_left_out = /** @type {(inputs: Fm_Plays_Left_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ausgelassen: ${i?.list}.`)
};

const fr_fm_plays_left_out = /** @type {(inputs: Fm_Plays_Left_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Laissées de côté : ${i?.list}.`)
};

const es_fm_plays_left_out = /** @type {(inputs: Fm_Plays_Left_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Descartadas: ${i?.list}.`)
};

/**
* | output |
* | --- |
* | "Left out: {list}." |
*
* @param {Fm_Plays_Left_OutInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_plays_left_out = /** @type {((inputs: Fm_Plays_Left_OutInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Plays_Left_OutInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_plays_left_out(inputs)
	if (locale === "fr") return fr_fm_plays_left_out(inputs)
	if (locale === "es") return es_fm_plays_left_out(inputs)
	return en_fm_plays_left_out(inputs)
});