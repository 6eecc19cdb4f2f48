/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Join_Code_EmptyInputs */

const en_tn_join_code_empty = /** @type {(inputs: Tn_Join_Code_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type the table code shown on the host phone.`)
};

const de_tn_join_code_empty = /** @type {(inputs: Tn_Join_Code_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tippe den Tischcode ein, den das Handy des Gastgebers zeigt.`)
};

const fr_tn_join_code_empty = /** @type {(inputs: Tn_Join_Code_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tapez le code de la table affiché sur le téléphone de l’hôte.`)
};

const es_tn_join_code_empty = /** @type {(inputs: Tn_Join_Code_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe el código de la mesa que muestra el móvil del anfitrión.`)
};

/**
* | output |
* | --- |
* | "Type the table code shown on the host phone." |
*
* @param {Tn_Join_Code_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_join_code_empty = /** @type {((inputs?: Tn_Join_Code_EmptyInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Join_Code_EmptyInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_join_code_empty(inputs)
	if (locale === "fr") return fr_tn_join_code_empty(inputs)
	if (locale === "es") return es_tn_join_code_empty(inputs)
	return en_tn_join_code_empty(inputs)
});