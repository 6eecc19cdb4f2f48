/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Refuse_Nothing_To_CallInputs */

const en_sub_refuse_nothing_to_call = /** @type {(inputs: Sub_Refuse_Nothing_To_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no card in play to call “Error!” on right now.`)
};

const de_sub_refuse_nothing_to_call = /** @type {(inputs: Sub_Refuse_Nothing_To_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gerade ist keine Karte im Spiel, auf die man „Fehler!“ rufen könnte.`)
};

const fr_sub_refuse_nothing_to_call = /** @type {(inputs: Sub_Refuse_Nothing_To_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il n’y a pour l’instant aucune carte en jeu sur laquelle crier « Erreur ! ».`)
};

const es_sub_refuse_nothing_to_call = /** @type {(inputs: Sub_Refuse_Nothing_To_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahora no hay ninguna carta en juego sobre la que gritar «¡Error!».`)
};

/**
* | output |
* | --- |
* | "There is no card in play to call “Error!” on right now." |
*
* @param {Sub_Refuse_Nothing_To_CallInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_refuse_nothing_to_call = /** @type {((inputs?: Sub_Refuse_Nothing_To_CallInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Refuse_Nothing_To_CallInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_refuse_nothing_to_call(inputs)
	if (locale === "fr") return fr_sub_refuse_nothing_to_call(inputs)
	if (locale === "es") return es_sub_refuse_nothing_to_call(inputs)
	return en_sub_refuse_nothing_to_call(inputs)
});