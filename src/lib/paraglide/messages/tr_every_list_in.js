/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tr_Every_List_InInputs */

const en_tr_every_list_in = /** @type {(inputs: Tr_Every_List_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every list is in. ${i?.name} now chooses the order of a′ in private.`)
};

const de_tr_every_list_in = /** @type {(inputs: Tr_Every_List_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alle Listen sind da. ${i?.name} wählt jetzt geheim die Reihenfolge von a′.`)
};

const fr_tr_every_list_in = /** @type {(inputs: Tr_Every_List_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Toutes les listes sont là. ${i?.name} choisit maintenant l’ordre de a′ en secret.`)
};

const es_tr_every_list_in = /** @type {(inputs: Tr_Every_List_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ya están todas las listas. ${i?.name} elige ahora en secreto el orden de a′.`)
};

/**
* | output |
* | --- |
* | "Every list is in. {name} now chooses the order of a′ in private." |
*
* @param {Tr_Every_List_InInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_every_list_in = /** @type {((inputs: Tr_Every_List_InInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Every_List_InInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_every_list_in(inputs)
	if (locale === "fr") return fr_tr_every_list_in(inputs)
	if (locale === "es") return es_tr_every_list_in(inputs)
	return en_tr_every_list_in(inputs)
});