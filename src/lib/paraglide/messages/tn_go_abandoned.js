/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Go_AbandonedInputs */

const en_tn_go_abandoned = /** @type {(inputs: Tn_Go_AbandonedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game abandoned`)
};

const de_tn_go_abandoned = /** @type {(inputs: Tn_Go_AbandonedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiel abgebrochen`)
};

const fr_tn_go_abandoned = /** @type {(inputs: Tn_Go_AbandonedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partie abandonnée`)
};

const es_tn_go_abandoned = /** @type {(inputs: Tn_Go_AbandonedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partida abandonada`)
};

/**
* | output |
* | --- |
* | "Game abandoned" |
*
* @param {Tn_Go_AbandonedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_go_abandoned = /** @type {((inputs?: Tn_Go_AbandonedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Go_AbandonedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_go_abandoned(inputs)
	if (locale === "fr") return fr_tn_go_abandoned(inputs)
	if (locale === "es") return es_tn_go_abandoned(inputs)
	return en_tn_go_abandoned(inputs)
});