/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Reframing_Player_EnteredInputs */

const en_reframing_player_entered = /** @type {(inputs: Reframing_Player_EnteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: entered`)
};

const de_reframing_player_entered = /** @type {(inputs: Reframing_Player_EnteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: eingetragen`)
};

const fr_reframing_player_entered = /** @type {(inputs: Reframing_Player_EnteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : saisi`)
};

const es_reframing_player_entered = /** @type {(inputs: Reframing_Player_EnteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: introducido`)
};

/**
* | output |
* | --- |
* | "{name}: entered" |
*
* @param {Reframing_Player_EnteredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_player_entered = /** @type {((inputs: Reframing_Player_EnteredInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Player_EnteredInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_player_entered(inputs)
	if (locale === "fr") return fr_reframing_player_entered(inputs)
	if (locale === "es") return es_reframing_player_entered(inputs)
	return en_reframing_player_entered(inputs)
});