/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, points: NonNullable<unknown> }} Tr_Player_PointsInputs */

const en_tr_player_points = /** @type {(inputs: Tr_Player_PointsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.points}`)
};

const de_tr_player_points = /** @type {(inputs: Tr_Player_PointsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.points}`)
};

const fr_tr_player_points = /** @type {(inputs: Tr_Player_PointsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : ${i?.points}`)
};

const es_tr_player_points = /** @type {(inputs: Tr_Player_PointsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.points}`)
};

/**
* | output |
* | --- |
* | "{name}: {points}" |
*
* @param {Tr_Player_PointsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_player_points = /** @type {((inputs: Tr_Player_PointsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Player_PointsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_player_points(inputs)
	if (locale === "fr") return fr_tr_player_points(inputs)
	if (locale === "es") return es_tr_player_points(inputs)
	return en_tr_player_points(inputs)
});