/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Refuse_Same_IdInputs */

const en_sub_refuse_same_id = /** @type {(inputs: Sub_Refuse_Same_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each player needs their own id.`)
};

const de_sub_refuse_same_id = /** @type {(inputs: Sub_Refuse_Same_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jede Person braucht eine eigene Kennung.`)
};

const fr_sub_refuse_same_id = /** @type {(inputs: Sub_Refuse_Same_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque joueur a besoin de son propre identifiant.`)
};

const es_sub_refuse_same_id = /** @type {(inputs: Sub_Refuse_Same_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada jugador necesita su propio identificador.`)
};

/**
* | output |
* | --- |
* | "Each player needs their own id." |
*
* @param {Sub_Refuse_Same_IdInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_refuse_same_id = /** @type {((inputs?: Sub_Refuse_Same_IdInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Refuse_Same_IdInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_refuse_same_id(inputs)
	if (locale === "fr") return fr_sub_refuse_same_id(inputs)
	if (locale === "es") return es_sub_refuse_same_id(inputs)
	return en_sub_refuse_same_id(inputs)
});