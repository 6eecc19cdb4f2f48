/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Bf_StatusInputs */

const en_fm_bf_status = /** @type {(inputs: Fm_Bf_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`status (in progress, finished or abandoned)`)
};

const de_fm_bf_status = /** @type {(inputs: Fm_Bf_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stand (läuft, beendet oder abgebrochen)`)
};

const fr_fm_bf_status = /** @type {(inputs: Fm_Bf_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`état (en cours, terminée ou abandonnée)`)
};

const es_fm_bf_status = /** @type {(inputs: Fm_Bf_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`estado (en curso, terminada o abandonada)`)
};

/**
* | output |
* | --- |
* | "status (in progress, finished or abandoned)" |
*
* @param {Fm_Bf_StatusInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_bf_status = /** @type {((inputs?: Fm_Bf_StatusInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Bf_StatusInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_bf_status(inputs)
	if (locale === "fr") return fr_fm_bf_status(inputs)
	if (locale === "es") return es_fm_bf_status(inputs)
	return en_fm_bf_status(inputs)
});