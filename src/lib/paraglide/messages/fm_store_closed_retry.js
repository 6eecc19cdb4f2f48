/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Store_Closed_RetryInputs */

const en_fm_store_closed_retry = /** @type {(inputs: Fm_Store_Closed_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reload the page and try again.`)
};

const de_fm_store_closed_retry = /** @type {(inputs: Fm_Store_Closed_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lade die Seite neu und versuche es noch einmal.`)
};

const fr_fm_store_closed_retry = /** @type {(inputs: Fm_Store_Closed_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechargez la page, puis réessayez.`)
};

const es_fm_store_closed_retry = /** @type {(inputs: Fm_Store_Closed_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vuelve a cargar la página e inténtalo de nuevo.`)
};

/**
* | output |
* | --- |
* | "Reload the page and try again." |
*
* @param {Fm_Store_Closed_RetryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_store_closed_retry = /** @type {((inputs?: Fm_Store_Closed_RetryInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Store_Closed_RetryInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_store_closed_retry(inputs)
	if (locale === "fr") return fr_fm_store_closed_retry(inputs)
	if (locale === "es") return es_fm_store_closed_retry(inputs)
	return en_fm_store_closed_retry(inputs)
});