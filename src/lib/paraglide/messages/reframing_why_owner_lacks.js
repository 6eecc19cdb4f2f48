/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ there: NonNullable<unknown>, where: NonNullable<unknown>, owner: NonNullable<unknown>, card: NonNullable<unknown> }} Reframing_Why_Owner_LacksInputs */

const en_reframing_why_owner_lacks = /** @type {(inputs: Reframing_Why_Owner_LacksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.there} ${i?.where} and ${i?.owner} has no ${i?.card} there`)
};

const de_reframing_why_owner_lacks = /** @type {(inputs: Reframing_Why_Owner_LacksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.there} ${i?.where}, und ${i?.owner} hat dort keine ${i?.card}`)
};

const fr_reframing_why_owner_lacks = /** @type {(inputs: Reframing_Why_Owner_LacksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.there} ${i?.where} et ${i?.owner} n’y a pas de ${i?.card}`)
};

const es_reframing_why_owner_lacks = /** @type {(inputs: Reframing_Why_Owner_LacksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.there} ${i?.where} y ${i?.owner} no tiene ningún ${i?.card} allí`)
};

/**
* | output |
* | --- |
* | "{there} {where} and {owner} has no {card} there" |
*
* @param {Reframing_Why_Owner_LacksInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_why_owner_lacks = /** @type {((inputs: Reframing_Why_Owner_LacksInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Why_Owner_LacksInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_why_owner_lacks(inputs)
	if (locale === "fr") return fr_reframing_why_owner_lacks(inputs)
	if (locale === "es") return es_reframing_why_owner_lacks(inputs)
	return en_reframing_why_owner_lacks(inputs)
});