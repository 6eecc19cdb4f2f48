/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tn_Np_Rename_WhoInputs */

const en_tn_np_rename_who = /** @type {(inputs: Tn_Np_Rename_WhoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rename ${i?.name}`)
};

const de_tn_np_rename_who = /** @type {(inputs: Tn_Np_Rename_WhoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} umbenennen`)
};

const fr_tn_np_rename_who = /** @type {(inputs: Tn_Np_Rename_WhoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renommer ${i?.name}`)
};

const es_tn_np_rename_who = /** @type {(inputs: Tn_Np_Rename_WhoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cambiar el nombre de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Rename {name}" |
*
* @param {Tn_Np_Rename_WhoInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_np_rename_who = /** @type {((inputs: Tn_Np_Rename_WhoInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Np_Rename_WhoInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_np_rename_who(inputs)
	if (locale === "fr") return fr_tn_np_rename_who(inputs)
	if (locale === "es") return es_tn_np_rename_who(inputs)
	return en_tn_np_rename_who(inputs)
});