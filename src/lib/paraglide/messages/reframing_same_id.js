/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Same_IdInputs */

const en_reframing_same_id = /** @type {(inputs: Reframing_Same_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two players have the same id.`)
};

const de_reframing_same_id = /** @type {(inputs: Reframing_Same_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zwei Spieler haben dieselbe Kennung.`)
};

const fr_reframing_same_id = /** @type {(inputs: Reframing_Same_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deux joueurs ont le même identifiant.`)
};

const es_reframing_same_id = /** @type {(inputs: Reframing_Same_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dos jugadores tienen el mismo identificador.`)
};

/**
* | output |
* | --- |
* | "Two players have the same id." |
*
* @param {Reframing_Same_IdInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_same_id = /** @type {((inputs?: Reframing_Same_IdInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Same_IdInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_same_id(inputs)
	if (locale === "fr") return fr_reframing_same_id(inputs)
	if (locale === "es") return es_reframing_same_id(inputs)
	return en_reframing_same_id(inputs)
});