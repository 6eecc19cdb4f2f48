/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Over_TitleInputs */

const en_tr_over_title = /** @type {(inputs: Tr_Over_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The game is over`)
};

const de_tr_over_title = /** @type {(inputs: Tr_Over_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Partie ist vorbei`)
};

const fr_tr_over_title = /** @type {(inputs: Tr_Over_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La partie est finie`)
};

const es_tr_over_title = /** @type {(inputs: Tr_Over_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La partida ha terminado`)
};

/**
* | output |
* | --- |
* | "The game is over" |
*
* @param {Tr_Over_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_over_title = /** @type {((inputs?: Tr_Over_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Over_TitleInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_over_title(inputs)
	if (locale === "fr") return fr_tr_over_title(inputs)
	if (locale === "es") return es_tr_over_title(inputs)
	return en_tr_over_title(inputs)
});