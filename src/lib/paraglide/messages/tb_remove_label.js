/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tb_Remove_LabelInputs */

const en_tb_remove_label = /** @type {(inputs: Tb_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove the phone of ${i?.name}`)
};

const de_tb_remove_label = /** @type {(inputs: Tb_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das Handy von ${i?.name} entfernen`)
};

const fr_tb_remove_label = /** @type {(inputs: Tb_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirer le téléphone de ${i?.name}`)
};

const es_tb_remove_label = /** @type {(inputs: Tb_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quitar el móvil de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Remove the phone of {name}" |
*
* @param {Tb_Remove_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_remove_label = /** @type {((inputs: Tb_Remove_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Remove_LabelInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_remove_label(inputs)
	if (locale === "fr") return fr_tb_remove_label(inputs)
	if (locale === "es") return es_tb_remove_label(inputs)
	return en_tb_remove_label(inputs)
});