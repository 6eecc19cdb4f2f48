/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Bad_SeedInputs */

const en_reframing_bad_seed = /** @type {(inputs: Reframing_Bad_SeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The seed for the round 7 draw must be a whole number from 0 to 4294967295.`)
};

const de_reframing_bad_seed = /** @type {(inputs: Reframing_Bad_SeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Startwert für die Auslosung in Runde 7 muss eine ganze Zahl von 0 bis 4294967295 sein.`)
};

const fr_reframing_bad_seed = /** @type {(inputs: Reframing_Bad_SeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La graine du tirage de la manche 7 doit être un nombre entier de 0 à 4294967295.`)
};

const es_reframing_bad_seed = /** @type {(inputs: Reframing_Bad_SeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La semilla del sorteo de la ronda 7 debe ser un número entero de 0 a 4294967295.`)
};

/**
* | output |
* | --- |
* | "The seed for the round 7 draw must be a whole number from 0 to 4294967295." |
*
* @param {Reframing_Bad_SeedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_bad_seed = /** @type {((inputs?: Reframing_Bad_SeedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Bad_SeedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_bad_seed(inputs)
	if (locale === "fr") return fr_reframing_bad_seed(inputs)
	if (locale === "es") return es_reframing_bad_seed(inputs)
	return en_reframing_bad_seed(inputs)
});