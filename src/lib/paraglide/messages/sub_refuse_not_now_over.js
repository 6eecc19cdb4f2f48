/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Refuse_Not_Now_OverInputs */

const en_sub_refuse_not_now_over = /** @type {(inputs: Sub_Refuse_Not_Now_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The game is over.`)
};

const de_sub_refuse_not_now_over = /** @type {(inputs: Sub_Refuse_Not_Now_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Spiel ist vorbei.`)
};

const fr_sub_refuse_not_now_over = /** @type {(inputs: Sub_Refuse_Not_Now_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La partie est terminée.`)
};

const es_sub_refuse_not_now_over = /** @type {(inputs: Sub_Refuse_Not_Now_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La partida ha terminado.`)
};

/**
* | output |
* | --- |
* | "The game is over." |
*
* @param {Sub_Refuse_Not_Now_OverInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_refuse_not_now_over = /** @type {((inputs?: Sub_Refuse_Not_Now_OverInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Refuse_Not_Now_OverInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_refuse_not_now_over(inputs)
	if (locale === "fr") return fr_sub_refuse_not_now_over(inputs)
	if (locale === "es") return es_sub_refuse_not_now_over(inputs)
	return en_sub_refuse_not_now_over(inputs)
});