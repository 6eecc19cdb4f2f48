/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Pl_Page_Link_OfInputs */

const en_pl_page_link_of = /** @type {(inputs: Pl_Page_Link_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page of ${i?.name}`)
};

const de_pl_page_link_of = /** @type {(inputs: Pl_Page_Link_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seite von ${i?.name}`)
};

const fr_pl_page_link_of = /** @type {(inputs: Pl_Page_Link_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fiche : ${i?.name}`)
};

const es_pl_page_link_of = /** @type {(inputs: Pl_Page_Link_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ficha de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Page of {name}" |
*
* @param {Pl_Page_Link_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_page_link_of = /** @type {((inputs: Pl_Page_Link_OfInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_Page_Link_OfInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_page_link_of(inputs)
	if (locale === "fr") return fr_pl_page_link_of(inputs)
	if (locale === "es") return es_pl_page_link_of(inputs)
	return en_pl_page_link_of(inputs)
});