/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Tn_S_Delete_ConfirmInputs */

const en_tn_s_delete_confirm = /** @type {(inputs: Tn_S_Delete_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete "${i?.title}" and its whole history from this device?`)
};

const de_tn_s_delete_confirm = /** @type {(inputs: Tn_S_Delete_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`„${i?.title}“ mit dem ganzen Verlauf von diesem Gerät löschen?`)
};

const fr_tn_s_delete_confirm = /** @type {(inputs: Tn_S_Delete_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Supprimer « ${i?.title} » et tout son historique de cet appareil ?`)
};

const es_tn_s_delete_confirm = /** @type {(inputs: Tn_S_Delete_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Borrar «${i?.title}» y todo su historial de este dispositivo?`)
};

/**
* | output |
* | --- |
* | "Delete \"{title}\" and its whole history from this device?" |
*
* @param {Tn_S_Delete_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_s_delete_confirm = /** @type {((inputs: Tn_S_Delete_ConfirmInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_S_Delete_ConfirmInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_s_delete_confirm(inputs)
	if (locale === "fr") return fr_tn_s_delete_confirm(inputs)
	if (locale === "es") return es_tn_s_delete_confirm(inputs)
	return en_tn_s_delete_confirm(inputs)
});