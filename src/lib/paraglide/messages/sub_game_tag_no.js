/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Game_Tag_NoInputs */

const en_sub_game_tag_no = /** @type {(inputs: Sub_Game_Tag_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not a subset`)
};

const de_sub_game_tag_no = /** @type {(inputs: Sub_Game_Tag_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`keine Teilmenge`)
};

const fr_sub_game_tag_no = /** @type {(inputs: Sub_Game_Tag_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pas un sous-ensemble`)
};

const es_sub_game_tag_no = /** @type {(inputs: Sub_Game_Tag_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no es subconjunto`)
};

/**
* | output |
* | --- |
* | "not a subset" |
*
* @param {Sub_Game_Tag_NoInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_tag_no = /** @type {((inputs?: Sub_Game_Tag_NoInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_Tag_NoInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_tag_no(inputs)
	if (locale === "fr") return fr_sub_game_tag_no(inputs)
	if (locale === "es") return es_sub_game_tag_no(inputs)
	return en_sub_game_tag_no(inputs)
});