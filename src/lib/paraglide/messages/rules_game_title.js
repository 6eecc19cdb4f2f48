/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ game: NonNullable<unknown> }} Rules_Game_TitleInputs */

const en_rules_game_title = /** @type {(inputs: Rules_Game_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.game} rules`)
};

const de_rules_game_title = /** @type {(inputs: Rules_Game_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Regeln: ${i?.game}`)
};

const fr_rules_game_title = /** @type {(inputs: Rules_Game_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Règles de ${i?.game}`)
};

const es_rules_game_title = /** @type {(inputs: Rules_Game_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reglas de ${i?.game}`)
};

/**
* | output |
* | --- |
* | "{game} rules" |
*
* @param {Rules_Game_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const rules_game_title = /** @type {((inputs: Rules_Game_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rules_Game_TitleInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rules_game_title(inputs)
	if (locale === "fr") return fr_rules_game_title(inputs)
	if (locale === "es") return es_rules_game_title(inputs)
	return en_rules_game_title(inputs)
});