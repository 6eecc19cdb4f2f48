/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Join_TitleInputs */

const en_tn_join_title = /** @type {(inputs: Tn_Join_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join a table`)
};

const de_tn_join_title = /** @type {(inputs: Tn_Join_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einem Tisch beitreten`)
};

const fr_tn_join_title = /** @type {(inputs: Tn_Join_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejoindre une table`)
};

const es_tn_join_title = /** @type {(inputs: Tn_Join_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unirse a una mesa`)
};

/**
* | output |
* | --- |
* | "Join a table" |
*
* @param {Tn_Join_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_join_title = /** @type {((inputs?: Tn_Join_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Join_TitleInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_join_title(inputs)
	if (locale === "fr") return fr_tn_join_title(inputs)
	if (locale === "es") return es_tn_join_title(inputs)
	return en_tn_join_title(inputs)
});