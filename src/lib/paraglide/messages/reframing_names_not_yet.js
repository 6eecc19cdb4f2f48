/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Names_Not_YetInputs */

const en_reframing_names_not_yet = /** @type {(inputs: Reframing_Names_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The round 7 names have not been handed out yet.`)
};

const de_reframing_names_not_yet = /** @type {(inputs: Reframing_Names_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Namen für Runde 7 sind noch nicht verteilt.`)
};

const fr_reframing_names_not_yet = /** @type {(inputs: Reframing_Names_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les noms de la manche 7 n’ont pas encore été distribués.`)
};

const es_reframing_names_not_yet = /** @type {(inputs: Reframing_Names_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los nombres de la ronda 7 aún no se han repartido.`)
};

/**
* | output |
* | --- |
* | "The round 7 names have not been handed out yet." |
*
* @param {Reframing_Names_Not_YetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_names_not_yet = /** @type {((inputs?: Reframing_Names_Not_YetInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Names_Not_YetInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_names_not_yet(inputs)
	if (locale === "fr") return fr_reframing_names_not_yet(inputs)
	if (locale === "es") return es_reframing_names_not_yet(inputs)
	return en_reframing_names_not_yet(inputs)
});