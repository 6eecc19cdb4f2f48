/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Home_Show_MoreInputs */

const en_home_show_more = /** @type {(inputs: Home_Show_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Show more finished games (${i?.count} not shown)`)
};

const de_home_show_more = /** @type {(inputs: Home_Show_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Weitere beendete Spiele zeigen (${i?.count} weitere)`)
};

const fr_home_show_more = /** @type {(inputs: Home_Show_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Afficher plus de parties terminées (encore ${i?.count})`)
};

const es_home_show_more = /** @type {(inputs: Home_Show_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mostrar más partidas terminadas (quedan ${i?.count})`)
};

/**
* | output |
* | --- |
* | "Show more finished games ({count} not shown)" |
*
* @param {Home_Show_MoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const home_show_more = /** @type {((inputs: Home_Show_MoreInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Show_MoreInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_show_more(inputs)
	if (locale === "fr") return fr_home_show_more(inputs)
	if (locale === "es") return es_home_show_more(inputs)
	return en_home_show_more(inputs)
});