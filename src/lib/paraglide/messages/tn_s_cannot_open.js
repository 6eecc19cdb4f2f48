/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_S_Cannot_OpenInputs */

const en_tn_s_cannot_open = /** @type {(inputs: Tn_S_Cannot_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This game cannot be opened just now`)
};

const de_tn_s_cannot_open = /** @type {(inputs: Tn_S_Cannot_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Spiel lässt sich gerade nicht öffnen`)
};

const fr_tn_s_cannot_open = /** @type {(inputs: Tn_S_Cannot_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette partie ne peut pas s’ouvrir pour l’instant`)
};

const es_tn_s_cannot_open = /** @type {(inputs: Tn_S_Cannot_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta partida no se puede abrir ahora mismo`)
};

/**
* | output |
* | --- |
* | "This game cannot be opened just now" |
*
* @param {Tn_S_Cannot_OpenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_s_cannot_open = /** @type {((inputs?: Tn_S_Cannot_OpenInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_S_Cannot_OpenInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_s_cannot_open(inputs)
	if (locale === "fr") return fr_tn_s_cannot_open(inputs)
	if (locale === "es") return es_tn_s_cannot_open(inputs)
	return en_tn_s_cannot_open(inputs)
});