/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ place: NonNullable<unknown>, id: NonNullable<unknown> }} Fm_Pr_No_GameInputs */

const en_fm_pr_no_game = /** @type {(inputs: Fm_Pr_No_GameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`at ${i?.place}, no game of the file has the id ${i?.id}`)
};

const de_fm_pr_no_game = /** @type {(inputs: Fm_Pr_No_GameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`bei ${i?.place}: Kein Spiel der Datei hat die ID ${i?.id}`)
};

const fr_fm_pr_no_game = /** @type {(inputs: Fm_Pr_No_GameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`à ${i?.place}, aucun jeu du fichier n’a l’identifiant ${i?.id}`)
};

const es_fm_pr_no_game = /** @type {(inputs: Fm_Pr_No_GameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`en ${i?.place}, ningún juego del archivo tiene el id ${i?.id}`)
};

/**
* | output |
* | --- |
* | "at {place}, no game of the file has the id {id}" |
*
* @param {Fm_Pr_No_GameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_pr_no_game = /** @type {((inputs: Fm_Pr_No_GameInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Pr_No_GameInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_pr_no_game(inputs)
	if (locale === "fr") return fr_fm_pr_no_game(inputs)
	if (locale === "es") return es_fm_pr_no_game(inputs)
	return en_fm_pr_no_game(inputs)
});