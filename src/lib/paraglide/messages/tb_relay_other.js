/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ close: NonNullable<unknown> }} Tb_Relay_OtherInputs */

const en_tb_relay_other = /** @type {(inputs: Tb_Relay_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The relay refused this phone (its code ${i?.close}).`)
};

const de_tb_relay_other = /** @type {(inputs: Tb_Relay_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das Relay hat dieses Handy abgelehnt (sein Code ${i?.close}).`)
};

const fr_tb_relay_other = /** @type {(inputs: Tb_Relay_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le relais a refusé ce téléphone (son code ${i?.close}).`)
};

const es_tb_relay_other = /** @type {(inputs: Tb_Relay_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El relé ha rechazado este móvil (su código ${i?.close}).`)
};

/**
* | output |
* | --- |
* | "The relay refused this phone (its code {close})." |
*
* @param {Tb_Relay_OtherInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_relay_other = /** @type {((inputs: Tb_Relay_OtherInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Relay_OtherInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_relay_other(inputs)
	if (locale === "fr") return fr_tb_relay_other(inputs)
	if (locale === "es") return es_tb_relay_other(inputs)
	return en_tb_relay_other(inputs)
});