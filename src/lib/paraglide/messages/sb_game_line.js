/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ played: NonNullable<unknown>, playedText: NonNullable<unknown>, scores: NonNullable<unknown>, wins: NonNullable<unknown> }} Sb_Game_LineInputs */

const en_sb_game_line = /** @type {(inputs: Sb_Game_LineInputs) => LocalizedString} */ (i) => {const playedPlural = registry.plural("en", i?.played, {});
	if (playedPlural === "one") return /** @type {LocalizedString} */ (`${i?.playedText} played, ${i?.wins}, ${i?.scores}`);
	return /** @type {LocalizedString} */ (`${i?.playedText} played, ${i?.wins}, ${i?.scores}`)
	
};

const de_sb_game_line = /** @type {(inputs: Sb_Game_LineInputs) => LocalizedString} */ (i) => {const playedPlural = registry.plural("de", i?.played, {});
	if (playedPlural === "one") return /** @type {LocalizedString} */ (`${i?.playedText} gespielt, ${i?.wins}, ${i?.scores}`);
	return /** @type {LocalizedString} */ (`${i?.playedText} gespielt, ${i?.wins}, ${i?.scores}`)
	
};

const fr_sb_game_line = /** @type {(inputs: Sb_Game_LineInputs) => LocalizedString} */ (i) => {const playedPlural = registry.plural("fr", i?.played, {});
	if (playedPlural === "one") return /** @type {LocalizedString} */ (`${i?.playedText} jouée, ${i?.wins}, ${i?.scores}`);
	return /** @type {LocalizedString} */ (`${i?.playedText} jouées, ${i?.wins}, ${i?.scores}`)
	
};

const es_sb_game_line = /** @type {(inputs: Sb_Game_LineInputs) => LocalizedString} */ (i) => {const playedPlural = registry.plural("es", i?.played, {});
	if (playedPlural === "one") return /** @type {LocalizedString} */ (`${i?.playedText} jugada, ${i?.wins}, ${i?.scores}`);
	return /** @type {LocalizedString} */ (`${i?.playedText} jugadas, ${i?.wins}, ${i?.scores}`)
	
};

/**
* | playedPlural | output |
* | --- | --- |
* | "one" | "{playedText} played, {wins}, {scores}" |
* | * | "{playedText} played, {wins}, {scores}" |
*
* @param {Sb_Game_LineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_game_line = /** @type {((inputs: Sb_Game_LineInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Game_LineInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_game_line(inputs)
	if (locale === "fr") return fr_sb_game_line(inputs)
	if (locale === "es") return es_sb_game_line(inputs)
	return en_sb_game_line(inputs)
});