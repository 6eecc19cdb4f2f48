/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Np_Joiner_NameInputs */

const en_tn_np_joiner_name = /** @type {(inputs: Tn_Np_Joiner_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name of the player who joins`)
};

const de_tn_np_joiner_name = /** @type {(inputs: Tn_Np_Joiner_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name des neuen Spielers`)
};

const fr_tn_np_joiner_name = /** @type {(inputs: Tn_Np_Joiner_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom du joueur qui arrive`)
};

const es_tn_np_joiner_name = /** @type {(inputs: Tn_Np_Joiner_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre del jugador que se une`)
};

/**
* | output |
* | --- |
* | "Name of the player who joins" |
*
* @param {Tn_Np_Joiner_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_np_joiner_name = /** @type {((inputs?: Tn_Np_Joiner_NameInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Np_Joiner_NameInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_np_joiner_name(inputs)
	if (locale === "fr") return fr_tn_np_joiner_name(inputs)
	if (locale === "es") return es_tn_np_joiner_name(inputs)
	return en_tn_np_joiner_name(inputs)
});