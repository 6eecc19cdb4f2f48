/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown>, max: NonNullable<unknown> }} Fm_Plays_Out_Too_ManyInputs */

const en_fm_plays_out_too_many = /** @type {(inputs: Fm_Plays_Out_Too_ManyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} play seats more than ${i?.max} players, more than a notepad game takes`);
	return /** @type {LocalizedString} */ (`${i?.countText} plays seat more than ${i?.max} players, more than a notepad game takes`)
	
};

const de_fm_plays_out_too_many = /** @type {(inputs: Fm_Plays_Out_Too_ManyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} Partie hat mehr als ${i?.max} Mitspielende, mehr als ein Block-Spiel fasst`);
	return /** @type {LocalizedString} */ (`${i?.countText} Partien haben mehr als ${i?.max} Mitspielende, mehr als ein Block-Spiel fasst`)
	
};

const fr_fm_plays_out_too_many = /** @type {(inputs: Fm_Plays_Out_Too_ManyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} partie compte plus de ${i?.max} joueurs, plus qu’une partie sur bloc-notes n’en accepte`);
	return /** @type {LocalizedString} */ (`${i?.countText} parties comptent plus de ${i?.max} joueurs, plus qu’une partie sur bloc-notes n’en accepte`)
	
};

const es_fm_plays_out_too_many = /** @type {(inputs: Fm_Plays_Out_Too_ManyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} partida tiene más de ${i?.max} jugadores, más de los que admite una partida de libreta`);
	return /** @type {LocalizedString} */ (`${i?.countText} partidas tienen más de ${i?.max} jugadores, más de los que admite una partida de libreta`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} play seats more than {max} players, more than a notepad game takes" |
* | * | "{countText} plays seat more than {max} players, more than a notepad game takes" |
*
* @param {Fm_Plays_Out_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_plays_out_too_many = /** @type {((inputs: Fm_Plays_Out_Too_ManyInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Plays_Out_Too_ManyInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_plays_out_too_many(inputs)
	if (locale === "fr") return fr_fm_plays_out_too_many(inputs)
	if (locale === "es") return es_fm_plays_out_too_many(inputs)
	return en_fm_plays_out_too_many(inputs)
});