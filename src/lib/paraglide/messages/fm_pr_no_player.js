/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ place: NonNullable<unknown>, id: NonNullable<unknown> }} Fm_Pr_No_PlayerInputs */

const en_fm_pr_no_player = /** @type {(inputs: Fm_Pr_No_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`at ${i?.place}, no player of the file has the id ${i?.id}`)
};

const de_fm_pr_no_player = /** @type {(inputs: Fm_Pr_No_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`bei ${i?.place}: Keine Person der Datei hat die ID ${i?.id}`)
};

const fr_fm_pr_no_player = /** @type {(inputs: Fm_Pr_No_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`à ${i?.place}, aucun joueur du fichier n’a l’identifiant ${i?.id}`)
};

const es_fm_pr_no_player = /** @type {(inputs: Fm_Pr_No_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`en ${i?.place}, ningún jugador del archivo tiene el id ${i?.id}`)
};

/**
* | output |
* | --- |
* | "at {place}, no player of the file has the id {id}" |
*
* @param {Fm_Pr_No_PlayerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_pr_no_player = /** @type {((inputs: Fm_Pr_No_PlayerInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Pr_No_PlayerInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_pr_no_player(inputs)
	if (locale === "fr") return fr_fm_pr_no_player(inputs)
	if (locale === "es") return es_fm_pr_no_player(inputs)
	return en_fm_pr_no_player(inputs)
});