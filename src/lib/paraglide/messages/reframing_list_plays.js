/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_List_PlaysInputs */

const en_reframing_list_plays = /** @type {(inputs: Reframing_List_PlaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cards played`)
};

const de_reframing_list_plays = /** @type {(inputs: Reframing_List_PlaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`gespielten Karten`)
};

const fr_reframing_list_plays = /** @type {(inputs: Reframing_List_PlaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cartes jouées`)
};

const es_reframing_list_plays = /** @type {(inputs: Reframing_List_PlaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cartas jugadas`)
};

/**
* | output |
* | --- |
* | "cards played" |
*
* @param {Reframing_List_PlaysInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_list_plays = /** @type {((inputs?: Reframing_List_PlaysInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_List_PlaysInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_list_plays(inputs)
	if (locale === "fr") return fr_reframing_list_plays(inputs)
	if (locale === "es") return es_reframing_list_plays(inputs)
	return en_reframing_list_plays(inputs)
});