/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tr_Hide_CommonInputs */

const en_tr_hide_common = /** @type {(inputs: Tr_Hide_CommonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hide common factors for ${i?.name}`)
};

const de_tr_hide_common = /** @type {(inputs: Tr_Hide_CommonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gemeinsame Teiler für ${i?.name} ausblenden`)
};

const fr_tr_hide_common = /** @type {(inputs: Tr_Hide_CommonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Masquer les diviseurs communs pour ${i?.name}`)
};

const es_tr_hide_common = /** @type {(inputs: Tr_Hide_CommonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ocultar los divisores comunes de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Hide common factors for {name}" |
*
* @param {Tr_Hide_CommonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_hide_common = /** @type {((inputs: Tr_Hide_CommonInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Hide_CommonInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_hide_common(inputs)
	if (locale === "fr") return fr_tr_hide_common(inputs)
	if (locale === "es") return es_tr_hide_common(inputs)
	return en_tr_hide_common(inputs)
});