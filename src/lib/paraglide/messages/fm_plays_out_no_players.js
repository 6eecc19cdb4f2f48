/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Fm_Plays_Out_No_PlayersInputs */

const en_fm_plays_out_no_players = /** @type {(inputs: Fm_Plays_Out_No_PlayersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} play names no players`);
	return /** @type {LocalizedString} */ (`${i?.countText} plays name no players`)
	
};

const de_fm_plays_out_no_players = /** @type {(inputs: Fm_Plays_Out_No_PlayersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} Partie nennt keine Mitspielenden`);
	return /** @type {LocalizedString} */ (`${i?.countText} Partien nennen keine Mitspielenden`)
	
};

const fr_fm_plays_out_no_players = /** @type {(inputs: Fm_Plays_Out_No_PlayersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} partie ne nomme aucun joueur`);
	return /** @type {LocalizedString} */ (`${i?.countText} parties ne nomment aucun joueur`)
	
};

const es_fm_plays_out_no_players = /** @type {(inputs: Fm_Plays_Out_No_PlayersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} partida no nombra a ningún jugador`);
	return /** @type {LocalizedString} */ (`${i?.countText} partidas no nombran a ningún jugador`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} play names no players" |
* | * | "{countText} plays name no players" |
*
* @param {Fm_Plays_Out_No_PlayersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_plays_out_no_players = /** @type {((inputs: Fm_Plays_Out_No_PlayersInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Plays_Out_No_PlayersInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_plays_out_no_players(inputs)
	if (locale === "fr") return fr_fm_plays_out_no_players(inputs)
	if (locale === "es") return es_fm_plays_out_no_players(inputs)
	return en_fm_plays_out_no_players(inputs)
});