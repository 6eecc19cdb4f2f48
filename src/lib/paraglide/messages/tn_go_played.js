/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ duration: NonNullable<unknown> }} Tn_Go_PlayedInputs */

const en_tn_go_played = /** @type {(inputs: Tn_Go_PlayedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Played for ${i?.duration}. It takes no more entries: reopen it below to play on.`)
};

const de_tn_go_played = /** @type {(inputs: Tn_Go_PlayedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gespielt: ${i?.duration}. Es nimmt keine Einträge mehr an: Öffne es unten wieder, um weiterzuspielen.`)
};

const fr_tn_go_played = /** @type {(inputs: Tn_Go_PlayedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Durée de jeu : ${i?.duration}. Elle ne prend plus d’entrées : rouvrez-la ci-dessous pour continuer.`)
};

const es_tn_go_played = /** @type {(inputs: Tn_Go_PlayedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jugada durante ${i?.duration}. Ya no admite entradas: reábrela abajo para seguir.`)
};

/**
* | output |
* | --- |
* | "Played for {duration}. It takes no more entries: reopen it below to play on." |
*
* @param {Tn_Go_PlayedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_go_played = /** @type {((inputs: Tn_Go_PlayedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Go_PlayedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_go_played(inputs)
	if (locale === "fr") return fr_tn_go_played(inputs)
	if (locale === "es") return es_tn_go_played(inputs)
	return en_tn_go_played(inputs)
});