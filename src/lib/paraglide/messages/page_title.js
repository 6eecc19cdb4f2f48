/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ page: NonNullable<unknown> }} Page_TitleInputs */

const en_page_title = /** @type {(inputs: Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.page} · Tablemate`)
};

const de_page_title = /** @type {(inputs: Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.page} · Tablemate`)
};

const fr_page_title = /** @type {(inputs: Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.page} · Tablemate`)
};

const es_page_title = /** @type {(inputs: Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.page} · Tablemate`)
};

/**
* | output |
* | --- |
* | "{page} · Tablemate" |
*
* @param {Page_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const page_title = /** @type {((inputs: Page_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_TitleInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_title(inputs)
	if (locale === "fr") return fr_page_title(inputs)
	if (locale === "es") return es_page_title(inputs)
	return en_page_title(inputs)
});