/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Same_IdInputs */

const en_tr_same_id = /** @type {(inputs: Tr_Same_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two players have the same id.`)
};

const de_tr_same_id = /** @type {(inputs: Tr_Same_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zwei Spieler haben dieselbe Kennung.`)
};

const fr_tr_same_id = /** @type {(inputs: Tr_Same_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deux joueurs ont le même identifiant.`)
};

const es_tr_same_id = /** @type {(inputs: Tr_Same_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dos jugadores tienen el mismo identificador.`)
};

/**
* | output |
* | --- |
* | "Two players have the same id." |
*
* @param {Tr_Same_IdInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_same_id = /** @type {((inputs?: Tr_Same_IdInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Same_IdInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_same_id(inputs)
	if (locale === "fr") return fr_tr_same_id(inputs)
	if (locale === "es") return es_tr_same_id(inputs)
	return en_tr_same_id(inputs)
});