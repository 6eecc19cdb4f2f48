/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ close: NonNullable<unknown>, text: NonNullable<unknown> }} Tb_Relay_Other_TextInputs */

const en_tb_relay_other_text = /** @type {(inputs: Tb_Relay_Other_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The relay refused this phone (its code ${i?.close}), saying: “${i?.text}”`)
};

const de_tb_relay_other_text = /** @type {(inputs: Tb_Relay_Other_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das Relay hat dieses Handy abgelehnt (sein Code ${i?.close}) und sagt dazu: „${i?.text}“`)
};

const fr_tb_relay_other_text = /** @type {(inputs: Tb_Relay_Other_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le relais a refusé ce téléphone (son code ${i?.close}), en disant : « ${i?.text} »`)
};

const es_tb_relay_other_text = /** @type {(inputs: Tb_Relay_Other_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El relé ha rechazado este móvil (su código ${i?.close}) con este mensaje: «${i?.text}»`)
};

/**
* | output |
* | --- |
* | "The relay refused this phone (its code {close}), saying: “{text}”" |
*
* @param {Tb_Relay_Other_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_relay_other_text = /** @type {((inputs: Tb_Relay_Other_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Relay_Other_TextInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_relay_other_text(inputs)
	if (locale === "fr") return fr_tb_relay_other_text(inputs)
	if (locale === "es") return es_tb_relay_other_text(inputs)
	return en_tb_relay_other_text(inputs)
});