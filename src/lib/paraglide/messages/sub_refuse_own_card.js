/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Refuse_Own_CardInputs */

const en_sub_refuse_own_card = /** @type {(inputs: Sub_Refuse_Own_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The referee accepted this card, and the drawer cannot call “Error!” on their own card.`)
};

const de_sub_refuse_own_card = /** @type {(inputs: Sub_Refuse_Own_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Schiedsrichter hat diese Karte angenommen, und wer sie gezogen hat, kann nicht „Fehler!“ auf die eigene Karte rufen.`)
};

const fr_sub_refuse_own_card = /** @type {(inputs: Sub_Refuse_Own_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’arbitre a accepté cette carte, et celui qui l’a piochée ne peut pas crier « Erreur ! » sur sa propre carte.`)
};

const es_sub_refuse_own_card = /** @type {(inputs: Sub_Refuse_Own_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El árbitro aceptó esta carta, y quien la robó no puede gritar «¡Error!» sobre su propia carta.`)
};

/**
* | output |
* | --- |
* | "The referee accepted this card, and the drawer cannot call “Error!” on their own card." |
*
* @param {Sub_Refuse_Own_CardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_refuse_own_card = /** @type {((inputs?: Sub_Refuse_Own_CardInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Refuse_Own_CardInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_refuse_own_card(inputs)
	if (locale === "fr") return fr_sub_refuse_own_card(inputs)
	if (locale === "es") return es_sub_refuse_own_card(inputs)
	return en_sub_refuse_own_card(inputs)
});