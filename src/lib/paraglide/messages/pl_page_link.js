/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pl_Page_LinkInputs */

const en_pl_page_link = /** @type {(inputs: Pl_Page_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page`)
};

const de_pl_page_link = /** @type {(inputs: Pl_Page_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seite`)
};

const fr_pl_page_link = /** @type {(inputs: Pl_Page_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fiche`)
};

const es_pl_page_link = /** @type {(inputs: Pl_Page_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ficha`)
};

/**
* | output |
* | --- |
* | "Page" |
*
* @param {Pl_Page_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_page_link = /** @type {((inputs?: Pl_Page_LinkInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_Page_LinkInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_page_link(inputs)
	if (locale === "fr") return fr_pl_page_link(inputs)
	if (locale === "es") return es_pl_page_link(inputs)
	return en_pl_page_link(inputs)
});