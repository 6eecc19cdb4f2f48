/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Remove_Label_UnseatedInputs */

const en_tb_remove_label_unseated = /** @type {(inputs: Tb_Remove_Label_UnseatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove the phone of a player not chosen yet`)
};

const de_tb_remove_label_unseated = /** @type {(inputs: Tb_Remove_Label_UnseatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Handy eines noch nicht gewählten Spielers entfernen`)
};

const fr_tb_remove_label_unseated = /** @type {(inputs: Tb_Remove_Label_UnseatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer le téléphone d’un joueur pas encore choisi`)
};

const es_tb_remove_label_unseated = /** @type {(inputs: Tb_Remove_Label_UnseatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar el móvil de un jugador aún sin elegir`)
};

/**
* | output |
* | --- |
* | "Remove the phone of a player not chosen yet" |
*
* @param {Tb_Remove_Label_UnseatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_remove_label_unseated = /** @type {((inputs?: Tb_Remove_Label_UnseatedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Remove_Label_UnseatedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_remove_label_unseated(inputs)
	if (locale === "fr") return fr_tb_remove_label_unseated(inputs)
	if (locale === "es") return es_tb_remove_label_unseated(inputs)
	return en_tb_remove_label_unseated(inputs)
});