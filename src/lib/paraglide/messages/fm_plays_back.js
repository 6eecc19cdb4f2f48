/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Plays_BackInputs */

const en_fm_plays_back = /** @type {(inputs: Fm_Plays_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Backup`)
};

const de_fm_plays_back = /** @type {(inputs: Fm_Plays_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zur Sicherung`)
};

const fr_fm_plays_back = /** @type {(inputs: Fm_Plays_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à la sauvegarde`)
};

const es_fm_plays_back = /** @type {(inputs: Fm_Plays_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a Copia de seguridad`)
};

/**
* | output |
* | --- |
* | "Back to Backup" |
*
* @param {Fm_Plays_BackInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_plays_back = /** @type {((inputs?: Fm_Plays_BackInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Plays_BackInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_plays_back(inputs)
	if (locale === "fr") return fr_fm_plays_back(inputs)
	if (locale === "es") return es_fm_plays_back(inputs)
	return en_fm_plays_back(inputs)
});