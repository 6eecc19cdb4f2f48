/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Refuse_Already_OverInputs */

const en_sub_refuse_already_over = /** @type {(inputs: Sub_Refuse_Already_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The game is already over.`)
};

const de_sub_refuse_already_over = /** @type {(inputs: Sub_Refuse_Already_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Spiel ist schon vorbei.`)
};

const fr_sub_refuse_already_over = /** @type {(inputs: Sub_Refuse_Already_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La partie est déjà terminée.`)
};

const es_sub_refuse_already_over = /** @type {(inputs: Sub_Refuse_Already_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La partida ya ha terminado.`)
};

/**
* | output |
* | --- |
* | "The game is already over." |
*
* @param {Sub_Refuse_Already_OverInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_refuse_already_over = /** @type {((inputs?: Sub_Refuse_Already_OverInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Refuse_Already_OverInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_refuse_already_over(inputs)
	if (locale === "fr") return fr_sub_refuse_already_over(inputs)
	if (locale === "es") return es_sub_refuse_already_over(inputs)
	return en_sub_refuse_already_over(inputs)
});