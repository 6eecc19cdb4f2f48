/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_DismissInputs */

const en_notice_dismiss = /** @type {(inputs: Notice_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss message`)
};

const de_notice_dismiss = /** @type {(inputs: Notice_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meldung schließen`)
};

const fr_notice_dismiss = /** @type {(inputs: Notice_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer le message`)
};

const es_notice_dismiss = /** @type {(inputs: Notice_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar el mensaje`)
};

/**
* | output |
* | --- |
* | "Dismiss message" |
*
* @param {Notice_DismissInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notice_dismiss = /** @type {((inputs?: Notice_DismissInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_DismissInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notice_dismiss(inputs)
	if (locale === "fr") return fr_notice_dismiss(inputs)
	if (locale === "es") return es_notice_dismiss(inputs)
	return en_notice_dismiss(inputs)
});