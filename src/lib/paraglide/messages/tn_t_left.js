/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_T_LeftInputs */

const en_tn_t_left = /** @type {(inputs: Tn_T_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This phone no longer follows the table. Its copy of the game stays here.`)
};

const de_tn_t_left = /** @type {(inputs: Tn_T_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Handy folgt dem Tisch nicht mehr. Seine Kopie des Spiels bleibt hier.`)
};

const fr_tn_t_left = /** @type {(inputs: Tn_T_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce téléphone ne suit plus la table. Sa copie de la partie reste ici.`)
};

const es_tn_t_left = /** @type {(inputs: Tn_T_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este móvil ya no sigue la mesa. Su copia de la partida se queda aquí.`)
};

/**
* | output |
* | --- |
* | "This phone no longer follows the table. Its copy of the game stays here." |
*
* @param {Tn_T_LeftInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_t_left = /** @type {((inputs?: Tn_T_LeftInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_T_LeftInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_t_left(inputs)
	if (locale === "fr") return fr_tn_t_left(inputs)
	if (locale === "es") return es_tn_t_left(inputs)
	return en_tn_t_left(inputs)
});