/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ total: NonNullable<unknown>, done: NonNullable<unknown>, totalText: NonNullable<unknown> }} Sb_Progress_Checking_MovesInputs */

const en_sb_progress_checking_moves = /** @type {(inputs: Sb_Progress_Checking_MovesInputs) => LocalizedString} */ (i) => {const totalPlural = registry.plural("en", i?.total, {});
	if (totalPlural === "one") return /** @type {LocalizedString} */ (`Checking the games in the file: ${i?.done} of ${i?.totalText} move`);
	return /** @type {LocalizedString} */ (`Checking the games in the file: ${i?.done} of ${i?.totalText} moves`)
	
};

const de_sb_progress_checking_moves = /** @type {(inputs: Sb_Progress_Checking_MovesInputs) => LocalizedString} */ (i) => {const totalPlural = registry.plural("de", i?.total, {});
	if (totalPlural === "one") return /** @type {LocalizedString} */ (`Die Partien der Datei werden geprüft: ${i?.done} von ${i?.totalText} Zug`);
	return /** @type {LocalizedString} */ (`Die Partien der Datei werden geprüft: ${i?.done} von ${i?.totalText} Zügen`)
	
};

const fr_sb_progress_checking_moves = /** @type {(inputs: Sb_Progress_Checking_MovesInputs) => LocalizedString} */ (i) => {const totalPlural = registry.plural("fr", i?.total, {});
	if (totalPlural === "one") return /** @type {LocalizedString} */ (`Vérification des parties du fichier : ${i?.done} sur ${i?.totalText} coup`);
	return /** @type {LocalizedString} */ (`Vérification des parties du fichier : ${i?.done} sur ${i?.totalText} coups`)
	
};

const es_sb_progress_checking_moves = /** @type {(inputs: Sb_Progress_Checking_MovesInputs) => LocalizedString} */ (i) => {const totalPlural = registry.plural("es", i?.total, {});
	if (totalPlural === "one") return /** @type {LocalizedString} */ (`Comprobando las partidas del archivo: ${i?.done} de ${i?.totalText} jugada`);
	return /** @type {LocalizedString} */ (`Comprobando las partidas del archivo: ${i?.done} de ${i?.totalText} jugadas`)
	
};

/**
* | totalPlural | output |
* | --- | --- |
* | "one" | "Checking the games in the file: {done} of {totalText} move" |
* | * | "Checking the games in the file: {done} of {totalText} moves" |
*
* @param {Sb_Progress_Checking_MovesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_progress_checking_moves = /** @type {((inputs: Sb_Progress_Checking_MovesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Progress_Checking_MovesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_progress_checking_moves(inputs)
	if (locale === "fr") return fr_sb_progress_checking_moves(inputs)
	if (locale === "es") return es_sb_progress_checking_moves(inputs)
	return en_sb_progress_checking_moves(inputs)
});