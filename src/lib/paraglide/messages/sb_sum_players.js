/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Sb_Sum_PlayersInputs */

const en_sb_sum_players = /** @type {(inputs: Sb_Sum_PlayersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} new player`);
	return /** @type {LocalizedString} */ (`${i?.countText} new players`)
	
};

const de_sb_sum_players = /** @type {(inputs: Sb_Sum_PlayersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} neuer Spieler`);
	return /** @type {LocalizedString} */ (`${i?.countText} neue Spieler`)
	
};

const fr_sb_sum_players = /** @type {(inputs: Sb_Sum_PlayersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} nouveau joueur`);
	return /** @type {LocalizedString} */ (`${i?.countText} nouveaux joueurs`)
	
};

const es_sb_sum_players = /** @type {(inputs: Sb_Sum_PlayersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} jugador nuevo`);
	return /** @type {LocalizedString} */ (`${i?.countText} jugadores nuevos`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} new player" |
* | * | "{countText} new players" |
*
* @param {Sb_Sum_PlayersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_sum_players = /** @type {((inputs: Sb_Sum_PlayersInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Sum_PlayersInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_sum_players(inputs)
	if (locale === "fr") return fr_sb_sum_players(inputs)
	if (locale === "es") return es_sb_sum_players(inputs)
	return en_sb_sum_players(inputs)
});