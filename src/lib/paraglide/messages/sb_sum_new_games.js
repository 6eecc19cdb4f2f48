/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Sb_Sum_New_GamesInputs */

const en_sb_sum_new_games = /** @type {(inputs: Sb_Sum_New_GamesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} new game`);
	return /** @type {LocalizedString} */ (`${i?.countText} new games`)
	
};

const de_sb_sum_new_games = /** @type {(inputs: Sb_Sum_New_GamesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} neue Partie`);
	return /** @type {LocalizedString} */ (`${i?.countText} neue Partien`)
	
};

const fr_sb_sum_new_games = /** @type {(inputs: Sb_Sum_New_GamesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} nouvelle partie`);
	return /** @type {LocalizedString} */ (`${i?.countText} nouvelles parties`)
	
};

const es_sb_sum_new_games = /** @type {(inputs: Sb_Sum_New_GamesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} partida nueva`);
	return /** @type {LocalizedString} */ (`${i?.countText} partidas nuevas`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} new game" |
* | * | "{countText} new games" |
*
* @param {Sb_Sum_New_GamesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_sum_new_games = /** @type {((inputs: Sb_Sum_New_GamesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Sum_New_GamesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_sum_new_games(inputs)
	if (locale === "fr") return fr_sb_sum_new_games(inputs)
	if (locale === "es") return es_sb_sum_new_games(inputs)
	return en_sb_sum_new_games(inputs)
});