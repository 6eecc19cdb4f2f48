/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ total: NonNullable<unknown>, done: NonNullable<unknown>, totalText: NonNullable<unknown> }} Sb_Progress_ReadingInputs */

const en_sb_progress_reading = /** @type {(inputs: Sb_Progress_ReadingInputs) => LocalizedString} */ (i) => {const totalPlural = registry.plural("en", i?.total, {});
	if (totalPlural === "one") return /** @type {LocalizedString} */ (`Reading the games in the file: ${i?.done} of ${i?.totalText} game`);
	return /** @type {LocalizedString} */ (`Reading the games in the file: ${i?.done} of ${i?.totalText} games`)
	
};

const de_sb_progress_reading = /** @type {(inputs: Sb_Progress_ReadingInputs) => LocalizedString} */ (i) => {const totalPlural = registry.plural("de", i?.total, {});
	if (totalPlural === "one") return /** @type {LocalizedString} */ (`Die Partien der Datei werden gelesen: ${i?.done} von ${i?.totalText} Partie`);
	return /** @type {LocalizedString} */ (`Die Partien der Datei werden gelesen: ${i?.done} von ${i?.totalText} Partien`)
	
};

const fr_sb_progress_reading = /** @type {(inputs: Sb_Progress_ReadingInputs) => LocalizedString} */ (i) => {const totalPlural = registry.plural("fr", i?.total, {});
	if (totalPlural === "one") return /** @type {LocalizedString} */ (`Lecture des parties du fichier : ${i?.done} sur ${i?.totalText} partie`);
	return /** @type {LocalizedString} */ (`Lecture des parties du fichier : ${i?.done} sur ${i?.totalText} parties`)
	
};

const es_sb_progress_reading = /** @type {(inputs: Sb_Progress_ReadingInputs) => LocalizedString} */ (i) => {const totalPlural = registry.plural("es", i?.total, {});
	if (totalPlural === "one") return /** @type {LocalizedString} */ (`Leyendo las partidas del archivo: ${i?.done} de ${i?.totalText} partida`);
	return /** @type {LocalizedString} */ (`Leyendo las partidas del archivo: ${i?.done} de ${i?.totalText} partidas`)
	
};

/**
* | totalPlural | output |
* | --- | --- |
* | "one" | "Reading the games in the file: {done} of {totalText} game" |
* | * | "Reading the games in the file: {done} of {totalText} games" |
*
* @param {Sb_Progress_ReadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_progress_reading = /** @type {((inputs: Sb_Progress_ReadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Progress_ReadingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_progress_reading(inputs)
	if (locale === "fr") return fr_sb_progress_reading(inputs)
	if (locale === "es") return es_sb_progress_reading(inputs)
	return en_sb_progress_reading(inputs)
});