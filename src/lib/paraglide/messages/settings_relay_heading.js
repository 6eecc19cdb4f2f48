/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Relay_HeadingInputs */

const en_settings_relay_heading = /** @type {(inputs: Settings_Relay_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shared tables`)
};

const de_settings_relay_heading = /** @type {(inputs: Settings_Relay_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geteilte Tische`)
};

const fr_settings_relay_heading = /** @type {(inputs: Settings_Relay_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tables partagées`)
};

const es_settings_relay_heading = /** @type {(inputs: Settings_Relay_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mesas compartidas`)
};

/**
* | output |
* | --- |
* | "Shared tables" |
*
* @param {Settings_Relay_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_relay_heading = /** @type {((inputs?: Settings_Relay_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Relay_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_relay_heading(inputs)
	if (locale === "fr") return fr_settings_relay_heading(inputs)
	if (locale === "es") return es_settings_relay_heading(inputs)
	return en_settings_relay_heading(inputs)
});