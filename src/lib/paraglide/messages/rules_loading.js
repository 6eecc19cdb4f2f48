/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rules_LoadingInputs */

const en_rules_loading = /** @type {(inputs: Rules_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the rules…`)
};

const de_rules_loading = /** @type {(inputs: Rules_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Regeln werden geladen …`)
};

const fr_rules_loading = /** @type {(inputs: Rules_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des règles…`)
};

const es_rules_loading = /** @type {(inputs: Rules_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando las reglas…`)
};

/**
* | output |
* | --- |
* | "Loading the rules…" |
*
* @param {Rules_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const rules_loading = /** @type {((inputs?: Rules_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rules_LoadingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rules_loading(inputs)
	if (locale === "fr") return fr_rules_loading(inputs)
	if (locale === "es") return es_rules_loading(inputs)
	return en_rules_loading(inputs)
});