/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_This_Phone_MarkInputs */

const en_tb_this_phone_mark = /** @type {(inputs: Tb_This_Phone_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (this phone)`)
};

const de_tb_this_phone_mark = /** @type {(inputs: Tb_This_Phone_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (dieses Handy)`)
};

const fr_tb_this_phone_mark = /** @type {(inputs: Tb_This_Phone_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (ce téléphone)`)
};

const es_tb_this_phone_mark = /** @type {(inputs: Tb_This_Phone_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (este móvil)`)
};

/**
* | output |
* | --- |
* | "(this phone)" |
*
* @param {Tb_This_Phone_MarkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_this_phone_mark = /** @type {((inputs?: Tb_This_Phone_MarkInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_This_Phone_MarkInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_this_phone_mark(inputs)
	if (locale === "fr") return fr_tb_this_phone_mark(inputs)
	if (locale === "es") return es_tb_this_phone_mark(inputs)
	return en_tb_this_phone_mark(inputs)
});