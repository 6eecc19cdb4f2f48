/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Go_Abandoned_ResultInputs */

const en_tn_go_abandoned_result = /** @type {(inputs: Tn_Go_Abandoned_ResultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The table abandoned this game: nobody won.`)
};

const de_tn_go_abandoned_result = /** @type {(inputs: Tn_Go_Abandoned_ResultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Tisch hat dieses Spiel abgebrochen: Niemand hat gewonnen.`)
};

const fr_tn_go_abandoned_result = /** @type {(inputs: Tn_Go_Abandoned_ResultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La table a abandonné cette partie : personne n’a gagné.`)
};

const es_tn_go_abandoned_result = /** @type {(inputs: Tn_Go_Abandoned_ResultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La mesa abandonó esta partida: nadie ganó.`)
};

/**
* | output |
* | --- |
* | "The table abandoned this game: nobody won." |
*
* @param {Tn_Go_Abandoned_ResultInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_go_abandoned_result = /** @type {((inputs?: Tn_Go_Abandoned_ResultInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Go_Abandoned_ResultInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_go_abandoned_result(inputs)
	if (locale === "fr") return fr_tn_go_abandoned_result(inputs)
	if (locale === "es") return es_tn_go_abandoned_result(inputs)
	return en_tn_go_abandoned_result(inputs)
});