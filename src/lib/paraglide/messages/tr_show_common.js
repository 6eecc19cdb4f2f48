/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tr_Show_CommonInputs */

const en_tr_show_common = /** @type {(inputs: Tr_Show_CommonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Show common factors for ${i?.name}`)
};

const de_tr_show_common = /** @type {(inputs: Tr_Show_CommonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gemeinsame Teiler für ${i?.name} zeigen`)
};

const fr_tr_show_common = /** @type {(inputs: Tr_Show_CommonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Montrer les diviseurs communs pour ${i?.name}`)
};

const es_tr_show_common = /** @type {(inputs: Tr_Show_CommonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mostrar los divisores comunes de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Show common factors for {name}" |
*
* @param {Tr_Show_CommonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_show_common = /** @type {((inputs: Tr_Show_CommonInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Show_CommonInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_show_common(inputs)
	if (locale === "fr") return fr_tr_show_common(inputs)
	if (locale === "es") return es_tr_show_common(inputs)
	return en_tr_show_common(inputs)
});