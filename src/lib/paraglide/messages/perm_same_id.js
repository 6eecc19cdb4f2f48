/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Same_IdInputs */

const en_perm_same_id = /** @type {(inputs: Perm_Same_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two players share an id.`)
};

const de_perm_same_id = /** @type {(inputs: Perm_Same_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zwei Spieler haben dieselbe Kennung.`)
};

const fr_perm_same_id = /** @type {(inputs: Perm_Same_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deux joueurs ont le même identifiant.`)
};

const es_perm_same_id = /** @type {(inputs: Perm_Same_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dos jugadores tienen el mismo identificador.`)
};

/**
* | output |
* | --- |
* | "Two players share an id." |
*
* @param {Perm_Same_IdInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_same_id = /** @type {((inputs?: Perm_Same_IdInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Same_IdInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_same_id(inputs)
	if (locale === "fr") return fr_perm_same_id(inputs)
	if (locale === "es") return es_perm_same_id(inputs)
	return en_perm_same_id(inputs)
});