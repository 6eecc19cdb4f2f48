/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Reframing_Save_ChoicesInputs */

const en_reframing_save_choices = /** @type {(inputs: Reframing_Save_ChoicesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Save ${i?.name}’s choices`)
};

const de_reframing_save_choices = /** @type {(inputs: Reframing_Save_ChoicesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Auswahl von ${i?.name} speichern`)
};

const fr_reframing_save_choices = /** @type {(inputs: Reframing_Save_ChoicesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enregistrer les choix de ${i?.name}`)
};

const es_reframing_save_choices = /** @type {(inputs: Reframing_Save_ChoicesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Guardar las elecciones de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Save {name}’s choices" |
*
* @param {Reframing_Save_ChoicesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_save_choices = /** @type {((inputs: Reframing_Save_ChoicesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Save_ChoicesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_save_choices(inputs)
	if (locale === "fr") return fr_reframing_save_choices(inputs)
	if (locale === "es") return es_reframing_save_choices(inputs)
	return en_reframing_save_choices(inputs)
});