/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Refuse_Pile_Not_ThereInputs */

const en_sub_refuse_pile_not_there = /** @type {(inputs: Sub_Refuse_Pile_Not_ThereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That pile was not on the table when the card was drawn.`)
};

const de_sub_refuse_pile_not_there = /** @type {(inputs: Sub_Refuse_Pile_Not_ThereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Stapel lag nicht auf dem Tisch, als die Karte gezogen wurde.`)
};

const fr_sub_refuse_pile_not_there = /** @type {(inputs: Sub_Refuse_Pile_Not_ThereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette pile n’était pas sur la table quand la carte a été piochée.`)
};

const es_sub_refuse_pile_not_there = /** @type {(inputs: Sub_Refuse_Pile_Not_ThereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ese montón no estaba en la mesa cuando se robó la carta.`)
};

/**
* | output |
* | --- |
* | "That pile was not on the table when the card was drawn." |
*
* @param {Sub_Refuse_Pile_Not_ThereInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_refuse_pile_not_there = /** @type {((inputs?: Sub_Refuse_Pile_Not_ThereInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Refuse_Pile_Not_ThereInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_refuse_pile_not_there(inputs)
	if (locale === "fr") return fr_sub_refuse_pile_not_there(inputs)
	if (locale === "es") return es_sub_refuse_pile_not_there(inputs)
	return en_sub_refuse_pile_not_there(inputs)
});