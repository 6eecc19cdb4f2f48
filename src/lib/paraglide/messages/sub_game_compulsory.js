/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Game_CompulsoryInputs */

const en_sub_game_compulsory = /** @type {(inputs: Sub_Game_CompulsoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stealing is compulsory at this table: choose a pile above.`)
};

const de_sub_game_compulsory = /** @type {(inputs: Sub_Game_CompulsoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An diesem Tisch ist Stehlen Pflicht: Wählt oben einen Stapel.`)
};

const fr_sub_game_compulsory = /** @type {(inputs: Sub_Game_CompulsoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voler est obligatoire à cette table : choisissez une pile ci-dessus.`)
};

const es_sub_game_compulsory = /** @type {(inputs: Sub_Game_CompulsoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En esta mesa robar es obligatorio: elige un montón de arriba.`)
};

/**
* | output |
* | --- |
* | "Stealing is compulsory at this table: choose a pile above." |
*
* @param {Sub_Game_CompulsoryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_compulsory = /** @type {((inputs?: Sub_Game_CompulsoryInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_CompulsoryInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_compulsory(inputs)
	if (locale === "fr") return fr_sub_game_compulsory(inputs)
	if (locale === "es") return es_sub_game_compulsory(inputs)
	return en_sub_game_compulsory(inputs)
});