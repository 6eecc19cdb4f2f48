/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Reframing_Enter_ChoicesInputs */

const en_reframing_enter_choices = /** @type {(inputs: Reframing_Enter_ChoicesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enter ${i?.name}’s choices`)
};

const de_reframing_enter_choices = /** @type {(inputs: Reframing_Enter_ChoicesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Auswahl von ${i?.name} eintragen`)
};

const fr_reframing_enter_choices = /** @type {(inputs: Reframing_Enter_ChoicesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saisir les choix de ${i?.name}`)
};

const es_reframing_enter_choices = /** @type {(inputs: Reframing_Enter_ChoicesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Introducir las elecciones de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Enter {name}’s choices" |
*
* @param {Reframing_Enter_ChoicesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_enter_choices = /** @type {((inputs: Reframing_Enter_ChoicesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Enter_ChoicesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_enter_choices(inputs)
	if (locale === "fr") return fr_reframing_enter_choices(inputs)
	if (locale === "es") return es_reframing_enter_choices(inputs)
	return en_reframing_enter_choices(inputs)
});