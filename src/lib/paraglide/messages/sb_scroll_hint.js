/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Scroll_HintInputs */

const en_sb_scroll_hint = /** @type {(inputs: Sb_Scroll_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scroll the table sideways to see more.`)
};

const de_sb_scroll_hint = /** @type {(inputs: Sb_Scroll_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scrolle die Tabelle seitlich, um mehr zu sehen.`)
};

const fr_sb_scroll_hint = /** @type {(inputs: Sb_Scroll_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faites défiler le tableau sur le côté pour en voir plus.`)
};

const es_sb_scroll_hint = /** @type {(inputs: Sb_Scroll_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desplaza la tabla de lado para ver más.`)
};

/**
* | output |
* | --- |
* | "Scroll the table sideways to see more." |
*
* @param {Sb_Scroll_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_scroll_hint = /** @type {((inputs?: Sb_Scroll_HintInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Scroll_HintInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_scroll_hint(inputs)
	if (locale === "fr") return fr_sb_scroll_hint(inputs)
	if (locale === "es") return es_sb_scroll_hint(inputs)
	return en_sb_scroll_hint(inputs)
});