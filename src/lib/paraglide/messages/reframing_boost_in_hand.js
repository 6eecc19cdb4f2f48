/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, card: NonNullable<unknown> }} Reframing_Boost_In_HandInputs */

const en_reframing_boost_in_hand = /** @type {(inputs: Reframing_Boost_In_HandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}’s ${i?.card} is in hand, not on a frame, so it cannot be boosted.`)
};

const de_reframing_boost_in_hand = /** @type {(inputs: Reframing_Boost_In_HandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die ${i?.card} von ${i?.name} ist auf der Hand, nicht auf einem Rahmen, und kann daher nicht angehoben werden.`)
};

const fr_reframing_boost_in_hand = /** @type {(inputs: Reframing_Boost_In_HandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le ${i?.card} de ${i?.name} est en main, pas sur un cadre : il ne peut donc pas monter.`)
};

const es_reframing_boost_in_hand = /** @type {(inputs: Reframing_Boost_In_HandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El ${i?.card} de ${i?.name} está en la mano, no en un marco, así que no se puede subir.`)
};

/**
* | output |
* | --- |
* | "{name}’s {card} is in hand, not on a frame, so it cannot be boosted." |
*
* @param {Reframing_Boost_In_HandInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_boost_in_hand = /** @type {((inputs: Reframing_Boost_In_HandInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Boost_In_HandInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_boost_in_hand(inputs)
	if (locale === "fr") return fr_reframing_boost_in_hand(inputs)
	if (locale === "es") return es_reframing_boost_in_hand(inputs)
	return en_reframing_boost_in_hand(inputs)
});