/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Show_Each_NamesInputs */

const en_reframing_show_each_names = /** @type {(inputs: Reframing_Show_Each_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show each player their names`)
};

const de_reframing_show_each_names = /** @type {(inputs: Reframing_Show_Each_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedem Spieler seine Namen zeigen`)
};

const fr_reframing_show_each_names = /** @type {(inputs: Reframing_Show_Each_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Montrer à chacun ses noms`)
};

const es_reframing_show_each_names = /** @type {(inputs: Reframing_Show_Each_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar a cada jugador sus nombres`)
};

/**
* | output |
* | --- |
* | "Show each player their names" |
*
* @param {Reframing_Show_Each_NamesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_show_each_names = /** @type {((inputs?: Reframing_Show_Each_NamesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Show_Each_NamesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_show_each_names(inputs)
	if (locale === "fr") return fr_reframing_show_each_names(inputs)
	if (locale === "es") return es_reframing_show_each_names(inputs)
	return en_reframing_show_each_names(inputs)
});