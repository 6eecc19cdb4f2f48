/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Reframing_Boost_MoveInputs */

const en_reframing_boost_move = /** @type {(inputs: Reframing_Boost_MoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`frame ${i?.from} → ${i?.to}`)
};

const de_reframing_boost_move = /** @type {(inputs: Reframing_Boost_MoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rahmen ${i?.from} → ${i?.to}`)
};

const fr_reframing_boost_move = /** @type {(inputs: Reframing_Boost_MoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`cadre ${i?.from} → ${i?.to}`)
};

const es_reframing_boost_move = /** @type {(inputs: Reframing_Boost_MoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`marco ${i?.from} → ${i?.to}`)
};

/**
* | output |
* | --- |
* | "frame {from} → {to}" |
*
* @param {Reframing_Boost_MoveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_boost_move = /** @type {((inputs: Reframing_Boost_MoveInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Boost_MoveInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_boost_move(inputs)
	if (locale === "fr") return fr_reframing_boost_move(inputs)
	if (locale === "es") return es_reframing_boost_move(inputs)
	return en_reframing_boost_move(inputs)
});