/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pl_RecordInputs */

const en_pl_record = /** @type {(inputs: Pl_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Record`)
};

const de_pl_record = /** @type {(inputs: Pl_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bilanz`)
};

const fr_pl_record = /** @type {(inputs: Pl_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bilan`)
};

const es_pl_record = /** @type {(inputs: Pl_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Balance`)
};

/**
* | output |
* | --- |
* | "Record" |
*
* @param {Pl_RecordInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_record = /** @type {((inputs?: Pl_RecordInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_RecordInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_record(inputs)
	if (locale === "fr") return fr_pl_record(inputs)
	if (locale === "es") return es_pl_record(inputs)
	return en_pl_record(inputs)
});