/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, card: NonNullable<unknown>, frame: NonNullable<unknown> }} Reframing_Boost_TopInputs */

const en_reframing_boost_top = /** @type {(inputs: Reframing_Boost_TopInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}’s ${i?.card} is on frame ${i?.frame} and cannot go any higher.`)
};

const de_reframing_boost_top = /** @type {(inputs: Reframing_Boost_TopInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die ${i?.card} von ${i?.name} liegt auf Rahmen ${i?.frame} und kann nicht höher.`)
};

const fr_reframing_boost_top = /** @type {(inputs: Reframing_Boost_TopInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le ${i?.card} de ${i?.name} est sur le cadre ${i?.frame} et ne peut pas monter plus haut.`)
};

const es_reframing_boost_top = /** @type {(inputs: Reframing_Boost_TopInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El ${i?.card} de ${i?.name} está en el marco ${i?.frame} y no puede subir más.`)
};

/**
* | output |
* | --- |
* | "{name}’s {card} is on frame {frame} and cannot go any higher." |
*
* @param {Reframing_Boost_TopInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_boost_top = /** @type {((inputs: Reframing_Boost_TopInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Boost_TopInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_boost_top(inputs)
	if (locale === "fr") return fr_reframing_boost_top(inputs)
	if (locale === "es") return es_reframing_boost_top(inputs)
	return en_reframing_boost_top(inputs)
});