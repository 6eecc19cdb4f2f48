/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Alerts_LabelInputs */

const en_tb_alerts_label = /** @type {(inputs: Tb_Alerts_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The shared table`)
};

const de_tb_alerts_label = /** @type {(inputs: Tb_Alerts_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der geteilte Tisch`)
};

const fr_tb_alerts_label = /** @type {(inputs: Tb_Alerts_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La table partagée`)
};

const es_tb_alerts_label = /** @type {(inputs: Tb_Alerts_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La mesa compartida`)
};

/**
* | output |
* | --- |
* | "The shared table" |
*
* @param {Tb_Alerts_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_alerts_label = /** @type {((inputs?: Tb_Alerts_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Alerts_LabelInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_alerts_label(inputs)
	if (locale === "fr") return fr_tb_alerts_label(inputs)
	if (locale === "es") return es_tb_alerts_label(inputs)
	return en_tb_alerts_label(inputs)
});