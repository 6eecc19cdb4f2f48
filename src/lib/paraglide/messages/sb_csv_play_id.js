/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Csv_Play_IdInputs */

const en_sb_csv_play_id = /** @type {(inputs: Sb_Csv_Play_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Play ID`)
};

const de_sb_csv_play_id = /** @type {(inputs: Sb_Csv_Play_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partie-ID`)
};

const fr_sb_csv_play_id = /** @type {(inputs: Sb_Csv_Play_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID de partie`)
};

const es_sb_csv_play_id = /** @type {(inputs: Sb_Csv_Play_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID de partida`)
};

/**
* | output |
* | --- |
* | "Play ID" |
*
* @param {Sb_Csv_Play_IdInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_csv_play_id = /** @type {((inputs?: Sb_Csv_Play_IdInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Csv_Play_IdInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_csv_play_id(inputs)
	if (locale === "fr") return fr_sb_csv_play_id(inputs)
	if (locale === "es") return es_sb_csv_play_id(inputs)
	return en_sb_csv_play_id(inputs)
});