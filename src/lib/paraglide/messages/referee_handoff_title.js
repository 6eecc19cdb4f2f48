/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Referee_Handoff_TitleInputs */

const en_referee_handoff_title = /** @type {(inputs: Referee_Handoff_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pass the phone to ${i?.name}`)
};

const de_referee_handoff_title = /** @type {(inputs: Referee_Handoff_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gib das Handy an ${i?.name}`)
};

const fr_referee_handoff_title = /** @type {(inputs: Referee_Handoff_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passe le téléphone à ${i?.name}`)
};

const es_referee_handoff_title = /** @type {(inputs: Referee_Handoff_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pasa el teléfono a ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Pass the phone to {name}" |
*
* @param {Referee_Handoff_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const referee_handoff_title = /** @type {((inputs: Referee_Handoff_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referee_Handoff_TitleInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_referee_handoff_title(inputs)
	if (locale === "fr") return fr_referee_handoff_title(inputs)
	if (locale === "es") return es_referee_handoff_title(inputs)
	return en_referee_handoff_title(inputs)
});