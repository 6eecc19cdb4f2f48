/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Part_By_PlaceInputs */

const en_sub_part_by_place = /** @type {(inputs: Sub_Part_By_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every element of A is in S: each part of A lies in the part of S at its place.`)
};

const de_sub_part_by_place = /** @type {(inputs: Sub_Part_By_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedes Element von A liegt in S: Jeder Teil von A liegt im Teil von S an derselben Stelle.`)
};

const fr_sub_part_by_place = /** @type {(inputs: Sub_Part_By_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout élément de A est dans S : chaque partie de A est dans la partie de S à la même place.`)
};

const es_sub_part_by_place = /** @type {(inputs: Sub_Part_By_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo elemento de A está en S: cada parte de A está en la parte de S que ocupa su mismo lugar.`)
};

/**
* | output |
* | --- |
* | "Every element of A is in S: each part of A lies in the part of S at its place." |
*
* @param {Sub_Part_By_PlaceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_part_by_place = /** @type {((inputs?: Sub_Part_By_PlaceInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Part_By_PlaceInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_part_by_place(inputs)
	if (locale === "fr") return fr_sub_part_by_place(inputs)
	if (locale === "es") return es_sub_part_by_place(inputs)
	return en_sub_part_by_place(inputs)
});