/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_CancellingInputs */

const en_sb_cancelling = /** @type {(inputs: Sb_CancellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelling…`)
};

const de_sb_cancelling = /** @type {(inputs: Sb_CancellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird abgebrochen …`)
};

const fr_sb_cancelling = /** @type {(inputs: Sb_CancellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annulation…`)
};

const es_sb_cancelling = /** @type {(inputs: Sb_CancellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelando…`)
};

/**
* | output |
* | --- |
* | "Cancelling…" |
*
* @param {Sb_CancellingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_cancelling = /** @type {((inputs?: Sb_CancellingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_CancellingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_cancelling(inputs)
	if (locale === "fr") return fr_sb_cancelling(inputs)
	if (locale === "es") return es_sb_cancelling(inputs)
	return en_sb_cancelling(inputs)
});