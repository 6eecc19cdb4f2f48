/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Plays_TitleInputs */

const en_fm_plays_title = /** @type {(inputs: Fm_Plays_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plays from other apps`)
};

const de_fm_plays_title = /** @type {(inputs: Fm_Plays_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partien aus anderen Apps`)
};

const fr_fm_plays_title = /** @type {(inputs: Fm_Plays_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parties d’autres applis`)
};

const es_fm_plays_title = /** @type {(inputs: Fm_Plays_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partidas de otras apps`)
};

/**
* | output |
* | --- |
* | "Plays from other apps" |
*
* @param {Fm_Plays_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_plays_title = /** @type {((inputs?: Fm_Plays_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Plays_TitleInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_plays_title(inputs)
	if (locale === "fr") return fr_fm_plays_title(inputs)
	if (locale === "es") return es_fm_plays_title(inputs)
	return en_fm_plays_title(inputs)
});