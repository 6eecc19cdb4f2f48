/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ example: NonNullable<unknown> }} L3_F_Nobody_Knows_WhetherInputs */

const en_l3_f_nobody_knows_whether = /** @type {(inputs: L3_F_Nobody_Knows_WhetherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nobody knows whether a number such as π + e is rational, so the checker reads it only as an element of a list, as in ${i?.example}, not here.`)
};

const de_l3_f_nobody_knows_whether = /** @type {(inputs: L3_F_Nobody_Knows_WhetherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Niemand weiß, ob eine Zahl wie π + e rational ist, deshalb liest der Prüfer sie nur als Element einer Liste, wie in ${i?.example}, nicht hier.`)
};

const fr_l3_f_nobody_knows_whether = /** @type {(inputs: L3_F_Nobody_Knows_WhetherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Personne ne sait si un nombre comme π + e est rationnel, donc le vérificateur ne le lit que comme élément d’une liste, comme dans ${i?.example}, pas ici.`)
};

const es_l3_f_nobody_knows_whether = /** @type {(inputs: L3_F_Nobody_Knows_WhetherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nadie sabe si un número como π + e es racional, así que el comprobador solo lo lee como elemento de una lista, como en ${i?.example}, no aquí.`)
};

/**
* | output |
* | --- |
* | "Nobody knows whether a number such as π + e is rational, so the checker reads it only as an element of a list, as in {example}, not here." |
*
* @param {L3_F_Nobody_Knows_WhetherInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_nobody_knows_whether = /** @type {((inputs: L3_F_Nobody_Knows_WhetherInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Nobody_Knows_WhetherInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_nobody_knows_whether(inputs)
	if (locale === "fr") return fr_l3_f_nobody_knows_whether(inputs)
	if (locale === "es") return es_l3_f_nobody_knows_whether(inputs)
	return en_l3_f_nobody_knows_whether(inputs)
});