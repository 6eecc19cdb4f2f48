/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Over_TitleInputs */

const en_reframing_over_title = /** @type {(inputs: Reframing_Over_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The match is over`)
};

const de_reframing_over_title = /** @type {(inputs: Reframing_Over_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Partie ist vorbei`)
};

const fr_reframing_over_title = /** @type {(inputs: Reframing_Over_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La partie est terminée`)
};

const es_reframing_over_title = /** @type {(inputs: Reframing_Over_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La partida ha terminado`)
};

/**
* | output |
* | --- |
* | "The match is over" |
*
* @param {Reframing_Over_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_over_title = /** @type {((inputs?: Reframing_Over_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Over_TitleInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_over_title(inputs)
	if (locale === "fr") return fr_reframing_over_title(inputs)
	if (locale === "es") return es_reframing_over_title(inputs)
	return en_reframing_over_title(inputs)
});