/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Reframing_Player_WaitingInputs */

const en_reframing_player_waiting = /** @type {(inputs: Reframing_Player_WaitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: waiting`)
};

const de_reframing_player_waiting = /** @type {(inputs: Reframing_Player_WaitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ausstehend`)
};

const fr_reframing_player_waiting = /** @type {(inputs: Reframing_Player_WaitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : en attente`)
};

const es_reframing_player_waiting = /** @type {(inputs: Reframing_Player_WaitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: pendiente`)
};

/**
* | output |
* | --- |
* | "{name}: waiting" |
*
* @param {Reframing_Player_WaitingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_player_waiting = /** @type {((inputs: Reframing_Player_WaitingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Player_WaitingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_player_waiting(inputs)
	if (locale === "fr") return fr_reframing_player_waiting(inputs)
	if (locale === "es") return es_reframing_player_waiting(inputs)
	return en_reframing_player_waiting(inputs)
});