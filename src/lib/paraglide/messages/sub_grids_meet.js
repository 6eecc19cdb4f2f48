/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Grids_MeetInputs */

const en_sub_grids_meet = /** @type {(inputs: Sub_Grids_MeetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every element of A is in S: two grids of fractions meet in one grid (the Chinese remainder theorem on their numerators), and so compared.`)
};

const de_sub_grids_meet = /** @type {(inputs: Sub_Grids_MeetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedes Element von A liegt in S: Zwei Gitter aus Brüchen schneiden sich in einem Gitter (chinesischer Restsatz für ihre Zähler) und wurden so verglichen.`)
};

const fr_sub_grids_meet = /** @type {(inputs: Sub_Grids_MeetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout élément de A est dans S : deux réseaux de fractions se rencontrent en un seul réseau (théorème des restes chinois sur leurs numérateurs), et ont été comparés ainsi.`)
};

const es_sub_grids_meet = /** @type {(inputs: Sub_Grids_MeetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo elemento de A está en S: dos retículos de fracciones se cortan en un solo retículo (teorema chino del resto sobre sus numeradores), y así se compararon.`)
};

/**
* | output |
* | --- |
* | "Every element of A is in S: two grids of fractions meet in one grid (the Chinese remainder theorem on their numerators), and so compared." |
*
* @param {Sub_Grids_MeetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_grids_meet = /** @type {((inputs?: Sub_Grids_MeetInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Grids_MeetInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_grids_meet(inputs)
	if (locale === "fr") return fr_sub_grids_meet(inputs)
	if (locale === "es") return es_sub_grids_meet(inputs)
	return en_sub_grids_meet(inputs)
});