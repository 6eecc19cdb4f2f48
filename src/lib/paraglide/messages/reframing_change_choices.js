/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Reframing_Change_ChoicesInputs */

const en_reframing_change_choices = /** @type {(inputs: Reframing_Change_ChoicesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Change ${i?.name}’s choices`)
};

const de_reframing_change_choices = /** @type {(inputs: Reframing_Change_ChoicesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Auswahl von ${i?.name} ändern`)
};

const fr_reframing_change_choices = /** @type {(inputs: Reframing_Change_ChoicesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Modifier les choix de ${i?.name}`)
};

const es_reframing_change_choices = /** @type {(inputs: Reframing_Change_ChoicesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cambiar las elecciones de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Change {name}’s choices" |
*
* @param {Reframing_Change_ChoicesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_change_choices = /** @type {((inputs: Reframing_Change_ChoicesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Change_ChoicesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_change_choices(inputs)
	if (locale === "fr") return fr_reframing_change_choices(inputs)
	if (locale === "es") return es_reframing_change_choices(inputs)
	return en_reframing_change_choices(inputs)
});