/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Secret_ListsInputs */

const en_tr_secret_lists = /** @type {(inputs: Tr_Secret_ListsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secret b-lists`)
};

const de_tr_secret_lists = /** @type {(inputs: Tr_Secret_ListsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geheime b-Listen`)
};

const fr_tr_secret_lists = /** @type {(inputs: Tr_Secret_ListsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listes b secrètes`)
};

const es_tr_secret_lists = /** @type {(inputs: Tr_Secret_ListsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listas b secretas`)
};

/**
* | output |
* | --- |
* | "Secret b-lists" |
*
* @param {Tr_Secret_ListsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_secret_lists = /** @type {((inputs?: Tr_Secret_ListsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Secret_ListsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_secret_lists(inputs)
	if (locale === "fr") return fr_tr_secret_lists(inputs)
	if (locale === "es") return es_tr_secret_lists(inputs)
	return en_tr_secret_lists(inputs)
});