/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Sc_Scroll_HintInputs */

const en_tn_sc_scroll_hint = /** @type {(inputs: Tn_Sc_Scroll_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scroll the table sideways to see every player.`)
};

const de_tn_sc_scroll_hint = /** @type {(inputs: Tn_Sc_Scroll_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wische die Tabelle zur Seite, um alle Spieler zu sehen.`)
};

const fr_tn_sc_scroll_hint = /** @type {(inputs: Tn_Sc_Scroll_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faites défiler le tableau sur le côté pour voir tous les joueurs.`)
};

const es_tn_sc_scroll_hint = /** @type {(inputs: Tn_Sc_Scroll_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desplaza la tabla hacia el lado para ver a todos los jugadores.`)
};

/**
* | output |
* | --- |
* | "Scroll the table sideways to see every player." |
*
* @param {Tn_Sc_Scroll_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_sc_scroll_hint = /** @type {((inputs?: Tn_Sc_Scroll_HintInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Sc_Scroll_HintInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_sc_scroll_hint(inputs)
	if (locale === "fr") return fr_tn_sc_scroll_hint(inputs)
	if (locale === "es") return es_tn_sc_scroll_hint(inputs)
	return en_tn_sc_scroll_hint(inputs)
});