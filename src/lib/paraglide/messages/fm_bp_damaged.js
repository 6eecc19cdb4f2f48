/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ why: NonNullable<unknown> }} Fm_Bp_DamagedInputs */

const en_fm_bp_damaged = /** @type {(inputs: Fm_Bp_DamagedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This backup is damaged: ${i?.why}`)
};

const de_fm_bp_damaged = /** @type {(inputs: Fm_Bp_DamagedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Diese Sicherung ist beschädigt: ${i?.why}`)
};

const fr_fm_bp_damaged = /** @type {(inputs: Fm_Bp_DamagedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cette sauvegarde est abîmée : ${i?.why}`)
};

const es_fm_bp_damaged = /** @type {(inputs: Fm_Bp_DamagedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Esta copia de seguridad está dañada: ${i?.why}`)
};

/**
* | output |
* | --- |
* | "This backup is damaged: {why}" |
*
* @param {Fm_Bp_DamagedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_bp_damaged = /** @type {((inputs: Fm_Bp_DamagedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Bp_DamagedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_bp_damaged(inputs)
	if (locale === "fr") return fr_fm_bp_damaged(inputs)
	if (locale === "es") return es_fm_bp_damaged(inputs)
	return en_fm_bp_damaged(inputs)
});