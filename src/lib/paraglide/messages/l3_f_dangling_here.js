/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shown: NonNullable<unknown> }} L3_F_Dangling_HereInputs */

const en_l3_f_dangling_here = /** @type {(inputs: L3_F_Dangling_HereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The sign "${i?.shown}" has nothing to work on here.`)
};

const de_l3_f_dangling_here = /** @type {(inputs: L3_F_Dangling_HereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das Zeichen „${i?.shown}“ hat hier nichts, worauf es wirken kann.`)
};

const fr_l3_f_dangling_here = /** @type {(inputs: L3_F_Dangling_HereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le signe « ${i?.shown} » n’a rien sur quoi agir ici.`)
};

const es_l3_f_dangling_here = /** @type {(inputs: L3_F_Dangling_HereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El signo «${i?.shown}» no tiene aquí nada sobre lo que actuar.`)
};

/**
* | output |
* | --- |
* | "The sign \"{shown}\" has nothing to work on here." |
*
* @param {L3_F_Dangling_HereInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_dangling_here = /** @type {((inputs: L3_F_Dangling_HereInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Dangling_HereInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_dangling_here(inputs)
	if (locale === "fr") return fr_l3_f_dangling_here(inputs)
	if (locale === "es") return es_l3_f_dangling_here(inputs)
	return en_l3_f_dangling_here(inputs)
});