/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, card: NonNullable<unknown> }} Reframing_Boost_PlayedInputs */

const en_reframing_boost_played = /** @type {(inputs: Reframing_Boost_PlayedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} played the ${i?.card} this round, so it cannot also be boosted.`)
};

const de_reframing_boost_played = /** @type {(inputs: Reframing_Boost_PlayedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hat die ${i?.card} in dieser Runde gespielt, also kann sie nicht auch angehoben werden.`)
};

const fr_reframing_boost_played = /** @type {(inputs: Reframing_Boost_PlayedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a joué le ${i?.card} cette manche : il ne peut donc pas aussi monter.`)
};

const es_reframing_boost_played = /** @type {(inputs: Reframing_Boost_PlayedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ha jugado el ${i?.card} en esta ronda, así que no puede subirlo también.`)
};

/**
* | output |
* | --- |
* | "{name} played the {card} this round, so it cannot also be boosted." |
*
* @param {Reframing_Boost_PlayedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_boost_played = /** @type {((inputs: Reframing_Boost_PlayedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Boost_PlayedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_boost_played(inputs)
	if (locale === "fr") return fr_reframing_boost_played(inputs)
	if (locale === "es") return es_reframing_boost_played(inputs)
	return en_reframing_boost_played(inputs)
});