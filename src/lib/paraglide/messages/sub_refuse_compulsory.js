/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ top: NonNullable<unknown>, card: NonNullable<unknown> }} Sub_Refuse_CompulsoryInputs */

const en_sub_refuse_compulsory = /** @type {(inputs: Sub_Refuse_CompulsoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stealing is compulsory at this table, and the referee showed that ${i?.top} is a subset of ${i?.card}.`)
};

const de_sub_refuse_compulsory = /** @type {(inputs: Sub_Refuse_CompulsoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An diesem Tisch ist Stehlen Pflicht, und der Schiedsrichter hat gezeigt, dass ${i?.top} eine Teilmenge von ${i?.card} ist.`)
};

const fr_sub_refuse_compulsory = /** @type {(inputs: Sub_Refuse_CompulsoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voler est obligatoire à cette table, et l’arbitre a montré que ${i?.top} est un sous-ensemble de ${i?.card}.`)
};

const es_sub_refuse_compulsory = /** @type {(inputs: Sub_Refuse_CompulsoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En esta mesa robar es obligatorio, y el árbitro mostró que ${i?.top} es un subconjunto de ${i?.card}.`)
};

/**
* | output |
* | --- |
* | "Stealing is compulsory at this table, and the referee showed that {top} is a subset of {card}." |
*
* @param {Sub_Refuse_CompulsoryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_refuse_compulsory = /** @type {((inputs: Sub_Refuse_CompulsoryInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Refuse_CompulsoryInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_refuse_compulsory(inputs)
	if (locale === "fr") return fr_sub_refuse_compulsory(inputs)
	if (locale === "es") return es_sub_refuse_compulsory(inputs)
	return en_sub_refuse_compulsory(inputs)
});