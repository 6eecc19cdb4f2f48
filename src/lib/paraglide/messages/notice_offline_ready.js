/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Offline_ReadyInputs */

const en_notice_offline_ready = /** @type {(inputs: Notice_Offline_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ready to work offline.`)
};

const de_notice_offline_ready = /** @type {(inputs: Notice_Offline_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Funktioniert jetzt auch offline.`)
};

const fr_notice_offline_ready = /** @type {(inputs: Notice_Offline_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prêt à fonctionner hors ligne.`)
};

const es_notice_offline_ready = /** @type {(inputs: Notice_Offline_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listo para funcionar sin conexión.`)
};

/**
* | output |
* | --- |
* | "Ready to work offline." |
*
* @param {Notice_Offline_ReadyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notice_offline_ready = /** @type {((inputs?: Notice_Offline_ReadyInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Offline_ReadyInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notice_offline_ready(inputs)
	if (locale === "fr") return fr_notice_offline_ready(inputs)
	if (locale === "es") return es_notice_offline_ready(inputs)
	return en_notice_offline_ready(inputs)
});