/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Join_IntroInputs */

const en_tn_join_intro = /** @type {(inputs: Tn_Join_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Another phone shares a game from its screen (Share this table). Scan its QR code, or type the code it shows.`)
};

const de_tn_join_intro = /** @type {(inputs: Tn_Join_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein anderes Handy teilt ein Spiel von seinem Bildschirm aus („Diesen Tisch teilen“). Scanne seinen QR-Code oder tippe den Code ab, den es zeigt.`)
};

const fr_tn_join_intro = /** @type {(inputs: Tn_Join_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un autre téléphone partage une partie depuis son écran (« Partager cette table »). Scannez son code QR, ou tapez le code qu’il affiche.`)
};

const es_tn_join_intro = /** @type {(inputs: Tn_Join_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otro móvil comparte una partida desde su pantalla («Compartir esta mesa»). Escanea su código QR o escribe el código que muestra.`)
};

/**
* | output |
* | --- |
* | "Another phone shares a game from its screen (Share this table). Scan its QR code, or type the code it shows." |
*
* @param {Tn_Join_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_join_intro = /** @type {((inputs?: Tn_Join_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Join_IntroInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_join_intro(inputs)
	if (locale === "fr") return fr_tn_join_intro(inputs)
	if (locale === "es") return es_tn_join_intro(inputs)
	return en_tn_join_intro(inputs)
});