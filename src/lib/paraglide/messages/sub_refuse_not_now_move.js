/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Sub_Refuse_Not_Now_MoveInputs */

const en_sub_refuse_not_now_move = /** @type {(inputs: Sub_Refuse_Not_Now_MoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} must first steal a pile or start a new pile with the drawn card.`)
};

const de_sub_refuse_not_now_move = /** @type {(inputs: Sub_Refuse_Not_Now_MoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} muss zuerst einen Stapel stehlen oder mit der gezogenen Karte einen neuen Stapel anfangen.`)
};

const fr_sub_refuse_not_now_move = /** @type {(inputs: Sub_Refuse_Not_Now_MoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} doit d’abord voler une pile ou commencer une nouvelle pile avec la carte piochée.`)
};

const es_sub_refuse_not_now_move = /** @type {(inputs: Sub_Refuse_Not_Now_MoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} debe primero robar un montón o empezar uno nuevo con la carta robada.`)
};

/**
* | output |
* | --- |
* | "{name} must first steal a pile or start a new pile with the drawn card." |
*
* @param {Sub_Refuse_Not_Now_MoveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_refuse_not_now_move = /** @type {((inputs: Sub_Refuse_Not_Now_MoveInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Refuse_Not_Now_MoveInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_refuse_not_now_move(inputs)
	if (locale === "fr") return fr_sub_refuse_not_now_move(inputs)
	if (locale === "es") return es_sub_refuse_not_now_move(inputs)
	return en_sub_refuse_not_now_move(inputs)
});