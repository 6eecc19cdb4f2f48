/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ round: NonNullable<unknown>, name: NonNullable<unknown> }} Reframing_Round_TitleInputs */

const en_reframing_round_title = /** @type {(inputs: Reframing_Round_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Round ${i?.round}: ${i?.name}`)
};

const de_reframing_round_title = /** @type {(inputs: Reframing_Round_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Runde ${i?.round}: ${i?.name}`)
};

const fr_reframing_round_title = /** @type {(inputs: Reframing_Round_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Manche ${i?.round} : ${i?.name}`)
};

const es_reframing_round_title = /** @type {(inputs: Reframing_Round_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ronda ${i?.round}: ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Round {round}: {name}" |
*
* @param {Reframing_Round_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_round_title = /** @type {((inputs: Reframing_Round_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Round_TitleInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_round_title(inputs)
	if (locale === "fr") return fr_reframing_round_title(inputs)
	if (locale === "es") return es_reframing_round_title(inputs)
	return en_reframing_round_title(inputs)
});