/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Join_TableInputs */

const en_home_join_table = /** @type {(inputs: Home_Join_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join a table`)
};

const de_home_join_table = /** @type {(inputs: Home_Join_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einem Tisch beitreten`)
};

const fr_home_join_table = /** @type {(inputs: Home_Join_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejoindre une table`)
};

const es_home_join_table = /** @type {(inputs: Home_Join_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unirse a una mesa`)
};

/**
* | output |
* | --- |
* | "Join a table" |
*
* @param {Home_Join_TableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const home_join_table = /** @type {((inputs?: Home_Join_TableInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Join_TableInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_join_table(inputs)
	if (locale === "fr") return fr_home_join_table(inputs)
	if (locale === "es") return es_home_join_table(inputs)
	return en_home_join_table(inputs)
});