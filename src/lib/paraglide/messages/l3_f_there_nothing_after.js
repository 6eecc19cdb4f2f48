/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_There_Nothing_AfterInputs */

const en_l3_f_there_nothing_after = /** @type {(inputs: L3_F_There_Nothing_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is nothing after this comma.`)
};

const de_l3_f_there_nothing_after = /** @type {(inputs: L3_F_There_Nothing_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nach diesem Komma steht nichts.`)
};

const fr_l3_f_there_nothing_after = /** @type {(inputs: L3_F_There_Nothing_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il n’y a rien après cette virgule.`)
};

const es_l3_f_there_nothing_after = /** @type {(inputs: L3_F_There_Nothing_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay nada después de esta coma.`)
};

/**
* | output |
* | --- |
* | "There is nothing after this comma." |
*
* @param {L3_F_There_Nothing_AfterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_there_nothing_after = /** @type {((inputs?: L3_F_There_Nothing_AfterInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_There_Nothing_AfterInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_there_nothing_after(inputs)
	if (locale === "fr") return fr_l3_f_there_nothing_after(inputs)
	if (locale === "es") return es_l3_f_there_nothing_after(inputs)
	return en_l3_f_there_nothing_after(inputs)
});