/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_S_Loading_ScreenInputs */

const en_tn_s_loading_screen = /** @type {(inputs: Tn_S_Loading_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the game screen…`)
};

const de_tn_s_loading_screen = /** @type {(inputs: Tn_S_Loading_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spielansicht wird geladen…`)
};

const fr_tn_s_loading_screen = /** @type {(inputs: Tn_S_Loading_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de l’écran de jeu…`)
};

const es_tn_s_loading_screen = /** @type {(inputs: Tn_S_Loading_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando la pantalla de juego…`)
};

/**
* | output |
* | --- |
* | "Loading the game screen…" |
*
* @param {Tn_S_Loading_ScreenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_s_loading_screen = /** @type {((inputs?: Tn_S_Loading_ScreenInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_S_Loading_ScreenInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_s_loading_screen(inputs)
	if (locale === "fr") return fr_tn_s_loading_screen(inputs)
	if (locale === "es") return es_tn_s_loading_screen(inputs)
	return en_tn_s_loading_screen(inputs)
});