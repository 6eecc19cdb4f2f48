/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ owner: NonNullable<unknown>, copies: NonNullable<unknown>, frame: NonNullable<unknown> }} Reframing_Why_Owner_Has_AllInputs */

const en_reframing_why_owner_has_all = /** @type {(inputs: Reframing_Why_Owner_Has_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.owner} has a card of every number that appears ${i?.copies} or more times on frame ${i?.frame}`)
};

const de_reframing_why_owner_has_all = /** @type {(inputs: Reframing_Why_Owner_Has_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.owner} hat eine Karte jeder Zahl, die ${i?.copies}-mal oder öfter auf Rahmen ${i?.frame} liegt`)
};

const fr_reframing_why_owner_has_all = /** @type {(inputs: Reframing_Why_Owner_Has_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.owner} a une carte de chaque nombre qui apparaît ${i?.copies} fois ou plus sur le cadre ${i?.frame}`)
};

const es_reframing_why_owner_has_all = /** @type {(inputs: Reframing_Why_Owner_Has_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.owner} tiene una carta de cada número que aparece ${i?.copies} veces o más en el marco ${i?.frame}`)
};

/**
* | output |
* | --- |
* | "{owner} has a card of every number that appears {copies} or more times on frame {frame}" |
*
* @param {Reframing_Why_Owner_Has_AllInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_why_owner_has_all = /** @type {((inputs: Reframing_Why_Owner_Has_AllInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Why_Owner_Has_AllInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_why_owner_has_all(inputs)
	if (locale === "fr") return fr_reframing_why_owner_has_all(inputs)
	if (locale === "es") return es_reframing_why_owner_has_all(inputs)
	return en_reframing_why_owner_has_all(inputs)
});