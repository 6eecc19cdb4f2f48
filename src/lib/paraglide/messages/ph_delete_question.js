/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ph_Delete_QuestionInputs */

const en_ph_delete_question = /** @type {(inputs: Ph_Delete_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete this photo from the phone? This cannot be undone.`)
};

const de_ph_delete_question = /** @type {(inputs: Ph_Delete_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Foto vom Handy löschen? Das kann nicht rückgängig gemacht werden.`)
};

const fr_ph_delete_question = /** @type {(inputs: Ph_Delete_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer cette photo du téléphone ? C’est définitif.`)
};

const es_ph_delete_question = /** @type {(inputs: Ph_Delete_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Borrar esta foto del móvil? No se puede deshacer.`)
};

/**
* | output |
* | --- |
* | "Delete this photo from the phone? This cannot be undone." |
*
* @param {Ph_Delete_QuestionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const ph_delete_question = /** @type {((inputs?: Ph_Delete_QuestionInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ph_Delete_QuestionInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ph_delete_question(inputs)
	if (locale === "fr") return fr_ph_delete_question(inputs)
	if (locale === "es") return es_ph_delete_question(inputs)
	return en_ph_delete_question(inputs)
});