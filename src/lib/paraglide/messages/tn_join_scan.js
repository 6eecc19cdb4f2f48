/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Join_ScanInputs */

const en_tn_join_scan = /** @type {(inputs: Tn_Join_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scan the QR code`)
};

const de_tn_join_scan = /** @type {(inputs: Tn_Join_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR-Code scannen`)
};

const fr_tn_join_scan = /** @type {(inputs: Tn_Join_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scanner le code QR`)
};

const es_tn_join_scan = /** @type {(inputs: Tn_Join_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escanear el código QR`)
};

/**
* | output |
* | --- |
* | "Scan the QR code" |
*
* @param {Tn_Join_ScanInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_join_scan = /** @type {((inputs?: Tn_Join_ScanInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Join_ScanInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_join_scan(inputs)
	if (locale === "fr") return fr_tn_join_scan(inputs)
	if (locale === "es") return es_tn_join_scan(inputs)
	return en_tn_join_scan(inputs)
});