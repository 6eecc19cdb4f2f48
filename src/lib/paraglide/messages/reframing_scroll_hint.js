/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Scroll_HintInputs */

const en_reframing_scroll_hint = /** @type {(inputs: Reframing_Scroll_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scroll the table sideways to see every column.`)
};

const de_reframing_scroll_hint = /** @type {(inputs: Reframing_Scroll_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scrolle die Tabelle seitwärts, um alle Spalten zu sehen.`)
};

const fr_reframing_scroll_hint = /** @type {(inputs: Reframing_Scroll_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fais défiler le tableau sur le côté pour voir toutes les colonnes.`)
};

const es_reframing_scroll_hint = /** @type {(inputs: Reframing_Scroll_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desplaza la tabla hacia el lado para ver todas las columnas.`)
};

/**
* | output |
* | --- |
* | "Scroll the table sideways to see every column." |
*
* @param {Reframing_Scroll_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_scroll_hint = /** @type {((inputs?: Reframing_Scroll_HintInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Scroll_HintInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_scroll_hint(inputs)
	if (locale === "fr") return fr_reframing_scroll_hint(inputs)
	if (locale === "es") return es_reframing_scroll_hint(inputs)
	return en_reframing_scroll_hint(inputs)
});