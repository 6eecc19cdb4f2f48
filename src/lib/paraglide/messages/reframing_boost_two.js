/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, frame: NonNullable<unknown>, first: NonNullable<unknown>, second: NonNullable<unknown> }} Reframing_Boost_TwoInputs */

const en_reframing_boost_two = /** @type {(inputs: Reframing_Boost_TwoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} boosted two cards from frame ${i?.frame}, the ${i?.first} and the ${i?.second}: only one card per frame may be boosted.`)
};

const de_reframing_boost_two = /** @type {(inputs: Reframing_Boost_TwoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hat zwei Karten von Rahmen ${i?.frame} angehoben, die ${i?.first} und die ${i?.second}: Pro Rahmen darf nur eine Karte angehoben werden.`)
};

const fr_reframing_boost_two = /** @type {(inputs: Reframing_Boost_TwoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a monté deux cartes du cadre ${i?.frame}, le ${i?.first} et le ${i?.second} : une seule carte par cadre peut monter.`)
};

const es_reframing_boost_two = /** @type {(inputs: Reframing_Boost_TwoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ha subido dos cartas del marco ${i?.frame}, el ${i?.first} y el ${i?.second}: solo se puede subir una carta por marco.`)
};

/**
* | output |
* | --- |
* | "{name} boosted two cards from frame {frame}, the {first} and the {second}: only one card per frame may be boosted." |
*
* @param {Reframing_Boost_TwoInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_boost_two = /** @type {((inputs: Reframing_Boost_TwoInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Boost_TwoInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_boost_two(inputs)
	if (locale === "fr") return fr_reframing_boost_two(inputs)
	if (locale === "es") return es_reframing_boost_two(inputs)
	return en_reframing_boost_two(inputs)
});