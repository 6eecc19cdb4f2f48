/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Refuse_Caller_Not_SeatedInputs */

const en_sub_refuse_caller_not_seated = /** @type {(inputs: Sub_Refuse_Caller_Not_SeatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only a player at this table can call “Error!”.`)
};

const de_sub_refuse_caller_not_seated = /** @type {(inputs: Sub_Refuse_Caller_Not_SeatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur wer an diesem Tisch spielt, kann „Fehler!“ rufen.`)
};

const fr_sub_refuse_caller_not_seated = /** @type {(inputs: Sub_Refuse_Caller_Not_SeatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seul un joueur de cette table peut crier « Erreur ! ».`)
};

const es_sub_refuse_caller_not_seated = /** @type {(inputs: Sub_Refuse_Caller_Not_SeatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo quien juega en esta mesa puede gritar «¡Error!».`)
};

/**
* | output |
* | --- |
* | "Only a player at this table can call “Error!”." |
*
* @param {Sub_Refuse_Caller_Not_SeatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_refuse_caller_not_seated = /** @type {((inputs?: Sub_Refuse_Caller_Not_SeatedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Refuse_Caller_Not_SeatedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_refuse_caller_not_seated(inputs)
	if (locale === "fr") return fr_sub_refuse_caller_not_seated(inputs)
	if (locale === "es") return es_sub_refuse_caller_not_seated(inputs)
	return en_sub_refuse_caller_not_seated(inputs)
});