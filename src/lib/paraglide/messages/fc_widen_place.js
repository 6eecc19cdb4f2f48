/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fc_Widen_PlaceInputs */

const en_fc_widen_place = /** @type {(inputs: Fc_Widen_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show every place`)
};

const de_fc_widen_place = /** @type {(inputs: Fc_Widen_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Orte zeigen`)
};

const fr_fc_widen_place = /** @type {(inputs: Fc_Widen_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir tous les lieux`)
};

const es_fc_widen_place = /** @type {(inputs: Fc_Widen_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver todos los lugares`)
};

/**
* | output |
* | --- |
* | "Show every place" |
*
* @param {Fc_Widen_PlaceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fc_widen_place = /** @type {((inputs?: Fc_Widen_PlaceInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fc_Widen_PlaceInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fc_widen_place(inputs)
	if (locale === "fr") return fr_fc_widen_place(inputs)
	if (locale === "es") return es_fc_widen_place(inputs)
	return en_fc_widen_place(inputs)
});