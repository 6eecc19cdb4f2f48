/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_There_Nothing_BeforeInputs */

const en_l3_f_there_nothing_before = /** @type {(inputs: L3_F_There_Nothing_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is nothing before this comma.`)
};

const de_l3_f_there_nothing_before = /** @type {(inputs: L3_F_There_Nothing_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vor diesem Komma steht nichts.`)
};

const fr_l3_f_there_nothing_before = /** @type {(inputs: L3_F_There_Nothing_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il n’y a rien avant cette virgule.`)
};

const es_l3_f_there_nothing_before = /** @type {(inputs: L3_F_There_Nothing_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay nada antes de esta coma.`)
};

/**
* | output |
* | --- |
* | "There is nothing before this comma." |
*
* @param {L3_F_There_Nothing_BeforeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_there_nothing_before = /** @type {((inputs?: L3_F_There_Nothing_BeforeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_There_Nothing_BeforeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_there_nothing_before(inputs)
	if (locale === "fr") return fr_l3_f_there_nothing_before(inputs)
	if (locale === "es") return es_l3_f_there_nothing_before(inputs)
	return en_l3_f_there_nothing_before(inputs)
});