/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Sub_Refuse_Not_Now_DrawInputs */

const en_sub_refuse_not_now_draw = /** @type {(inputs: Sub_Refuse_Not_Now_DrawInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} must draw a card first.`)
};

const de_sub_refuse_not_now_draw = /** @type {(inputs: Sub_Refuse_Not_Now_DrawInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} muss zuerst eine Karte ziehen.`)
};

const fr_sub_refuse_not_now_draw = /** @type {(inputs: Sub_Refuse_Not_Now_DrawInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} doit d’abord piocher une carte.`)
};

const es_sub_refuse_not_now_draw = /** @type {(inputs: Sub_Refuse_Not_Now_DrawInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} debe robar una carta primero.`)
};

/**
* | output |
* | --- |
* | "{name} must draw a card first." |
*
* @param {Sub_Refuse_Not_Now_DrawInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_refuse_not_now_draw = /** @type {((inputs: Sub_Refuse_Not_Now_DrawInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Refuse_Not_Now_DrawInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_refuse_not_now_draw(inputs)
	if (locale === "fr") return fr_sub_refuse_not_now_draw(inputs)
	if (locale === "es") return es_sub_refuse_not_now_draw(inputs)
	return en_sub_refuse_not_now_draw(inputs)
});