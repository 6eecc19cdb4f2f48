/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ order: NonNullable<unknown> }} Tr_Reveal_NamedInputs */

const en_tr_reveal_named = /** @type {(inputs: Tr_Reveal_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reveal ${i?.order}`)
};

const de_tr_reveal_named = /** @type {(inputs: Tr_Reveal_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.order} aufdecken`)
};

const fr_tr_reveal_named = /** @type {(inputs: Tr_Reveal_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Révéler ${i?.order}`)
};

const es_tr_reveal_named = /** @type {(inputs: Tr_Reveal_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revelar ${i?.order}`)
};

/**
* | output |
* | --- |
* | "Reveal {order}" |
*
* @param {Tr_Reveal_NamedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_reveal_named = /** @type {((inputs: Tr_Reveal_NamedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Reveal_NamedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_reveal_named(inputs)
	if (locale === "fr") return fr_tr_reveal_named(inputs)
	if (locale === "es") return es_tr_reveal_named(inputs)
	return en_tr_reveal_named(inputs)
});