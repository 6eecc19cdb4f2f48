/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Searching_LongInputs */

const en_tr_searching_long = /** @type {(inputs: Tr_Searching_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Searching. This can take a few seconds.`)
};

const de_tr_searching_long = /** @type {(inputs: Tr_Searching_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suche läuft. Das kann ein paar Sekunden dauern.`)
};

const fr_tr_searching_long = /** @type {(inputs: Tr_Searching_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche en cours. Cela peut prendre quelques secondes.`)
};

const es_tr_searching_long = /** @type {(inputs: Tr_Searching_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscando. Puede tardar unos segundos.`)
};

/**
* | output |
* | --- |
* | "Searching. This can take a few seconds." |
*
* @param {Tr_Searching_LongInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_searching_long = /** @type {((inputs?: Tr_Searching_LongInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Searching_LongInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_searching_long(inputs)
	if (locale === "fr") return fr_tr_searching_long(inputs)
	if (locale === "es") return es_tr_searching_long(inputs)
	return en_tr_searching_long(inputs)
});