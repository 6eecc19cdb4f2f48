/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Rules_Entry_LinkInputs */

const en_rules_entry_link = /** @type {(inputs: Rules_Entry_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rule ${i?.number}, link`)
};

const de_rules_entry_link = /** @type {(inputs: Rules_Entry_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Regel ${i?.number}, Link`)
};

const fr_rules_entry_link = /** @type {(inputs: Rules_Entry_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Règle ${i?.number}, lien`)
};

const es_rules_entry_link = /** @type {(inputs: Rules_Entry_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Regla ${i?.number}, enlace`)
};

/**
* | output |
* | --- |
* | "Rule {number}, link" |
*
* @param {Rules_Entry_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const rules_entry_link = /** @type {((inputs: Rules_Entry_LinkInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rules_Entry_LinkInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rules_entry_link(inputs)
	if (locale === "fr") return fr_rules_entry_link(inputs)
	if (locale === "es") return es_rules_entry_link(inputs)
	return en_rules_entry_link(inputs)
});