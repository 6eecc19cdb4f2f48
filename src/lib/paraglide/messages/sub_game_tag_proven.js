/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Game_Tag_ProvenInputs */

const en_sub_game_tag_proven = /** @type {(inputs: Sub_Game_Tag_ProvenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`can be stolen`)
};

const de_sub_game_tag_proven = /** @type {(inputs: Sub_Game_Tag_ProvenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`kann gestohlen werden`)
};

const fr_sub_game_tag_proven = /** @type {(inputs: Sub_Game_Tag_ProvenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`peut être volée`)
};

const es_sub_game_tag_proven = /** @type {(inputs: Sub_Game_Tag_ProvenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`se puede robar`)
};

/**
* | output |
* | --- |
* | "can be stolen" |
*
* @param {Sub_Game_Tag_ProvenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_tag_proven = /** @type {((inputs?: Sub_Game_Tag_ProvenInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_Tag_ProvenInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_tag_proven(inputs)
	if (locale === "fr") return fr_sub_game_tag_proven(inputs)
	if (locale === "es") return es_sub_game_tag_proven(inputs)
	return en_sub_game_tag_proven(inputs)
});