/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tn_Np_New_NameInputs */

const en_tn_np_new_name = /** @type {(inputs: Tn_Np_New_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New name for ${i?.name} in this game`)
};

const de_tn_np_new_name = /** @type {(inputs: Tn_Np_New_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neuer Name für ${i?.name} in diesem Spiel`)
};

const fr_tn_np_new_name = /** @type {(inputs: Tn_Np_New_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nouveau nom de ${i?.name} pour cette partie`)
};

const es_tn_np_new_name = /** @type {(inputs: Tn_Np_New_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nuevo nombre de ${i?.name} en esta partida`)
};

/**
* | output |
* | --- |
* | "New name for {name} in this game" |
*
* @param {Tn_Np_New_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_np_new_name = /** @type {((inputs: Tn_Np_New_NameInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Np_New_NameInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_np_new_name(inputs)
	if (locale === "fr") return fr_tn_np_new_name(inputs)
	if (locale === "es") return es_tn_np_new_name(inputs)
	return en_tn_np_new_name(inputs)
});