/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Given_TitleInputs */

const en_reframing_given_title = /** @type {(inputs: Reframing_Given_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Round 7 names chosen at the table`)
};

const de_reframing_given_title = /** @type {(inputs: Reframing_Given_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Am Tisch gewählte Namen für Runde 7`)
};

const fr_reframing_given_title = /** @type {(inputs: Reframing_Given_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noms de la manche 7 choisis à table`)
};

const es_reframing_given_title = /** @type {(inputs: Reframing_Given_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombres de la ronda 7 elegidos en la mesa`)
};

/**
* | output |
* | --- |
* | "Round 7 names chosen at the table" |
*
* @param {Reframing_Given_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_given_title = /** @type {((inputs?: Reframing_Given_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Given_TitleInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_given_title(inputs)
	if (locale === "fr") return fr_reframing_given_title(inputs)
	if (locale === "es") return es_reframing_given_title(inputs)
	return en_reframing_given_title(inputs)
});