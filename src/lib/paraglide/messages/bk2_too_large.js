/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ size: NonNullable<unknown>, limit: NonNullable<unknown> }} Bk2_Too_LargeInputs */

const en_bk2_too_large = /** @type {(inputs: Bk2_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This backup would be ${i?.size}, more than Tablemate can restore from one file (${i?.limit}), so it was not saved.`)
};

const de_bk2_too_large = /** @type {(inputs: Bk2_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Diese Sicherung wäre ${i?.size} groß, mehr als Tablemate aus einer Datei wiederherstellen kann (${i?.limit}), daher wurde sie nicht gespeichert.`)
};

const fr_bk2_too_large = /** @type {(inputs: Bk2_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cette sauvegarde ferait ${i?.size}, plus que Tablemate ne peut restaurer d’un seul fichier (${i?.limit}) : elle n’a donc pas été enregistrée.`)
};

const es_bk2_too_large = /** @type {(inputs: Bk2_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Esta copia ocuparía ${i?.size}, más de lo que Tablemate puede restaurar de un solo archivo (${i?.limit}), así que no se ha guardado.`)
};

/**
* | output |
* | --- |
* | "This backup would be {size}, more than Tablemate can restore from one file ({limit}), so it was not saved." |
*
* @param {Bk2_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const bk2_too_large = /** @type {((inputs: Bk2_Too_LargeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bk2_Too_LargeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_bk2_too_large(inputs)
	if (locale === "fr") return fr_bk2_too_large(inputs)
	if (locale === "es") return es_bk2_too_large(inputs)
	return en_bk2_too_large(inputs)
});