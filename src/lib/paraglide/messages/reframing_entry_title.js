/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, round: NonNullable<unknown> }} Reframing_Entry_TitleInputs */

const en_reframing_entry_title = /** @type {(inputs: Reframing_Entry_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}’s choices for round ${i?.round}`)
};

const de_reframing_entry_title = /** @type {(inputs: Reframing_Entry_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Auswahl von ${i?.name} für Runde ${i?.round}`)
};

const fr_reframing_entry_title = /** @type {(inputs: Reframing_Entry_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choix de ${i?.name} pour la manche ${i?.round}`)
};

const es_reframing_entry_title = /** @type {(inputs: Reframing_Entry_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Elecciones de ${i?.name} para la ronda ${i?.round}`)
};

/**
* | output |
* | --- |
* | "{name}’s choices for round {round}" |
*
* @param {Reframing_Entry_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_entry_title = /** @type {((inputs: Reframing_Entry_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Entry_TitleInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_entry_title(inputs)
	if (locale === "fr") return fr_reframing_entry_title(inputs)
	if (locale === "es") return es_reframing_entry_title(inputs)
	return en_reframing_entry_title(inputs)
});