/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown>, max: NonNullable<unknown> }} Sb_Sum_Players_Left_OutInputs */

const en_sb_sum_players_left_out = /** @type {(inputs: Sb_Sum_Players_Left_OutInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} player of the file was not added to the list of players: it holds at most ${i?.max} players on a device.`);
	return /** @type {LocalizedString} */ (`${i?.countText} players of the file were not added to the list of players: it holds at most ${i?.max} players on a device.`)
	
};

const de_sb_sum_players_left_out = /** @type {(inputs: Sb_Sum_Players_Left_OutInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} Spieler der Datei wurde nicht in die Spielerliste aufgenommen: Sie fasst höchstens ${i?.max} Spieler pro Gerät.`);
	return /** @type {LocalizedString} */ (`${i?.countText} Spieler der Datei wurden nicht in die Spielerliste aufgenommen: Sie fasst höchstens ${i?.max} Spieler pro Gerät.`)
	
};

const fr_sb_sum_players_left_out = /** @type {(inputs: Sb_Sum_Players_Left_OutInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} joueur du fichier n’a pas été ajouté à la liste des joueurs : elle en compte au plus ${i?.max} par appareil.`);
	return /** @type {LocalizedString} */ (`${i?.countText} joueurs du fichier n’ont pas été ajoutés à la liste des joueurs : elle en compte au plus ${i?.max} par appareil.`)
	
};

const es_sb_sum_players_left_out = /** @type {(inputs: Sb_Sum_Players_Left_OutInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} jugador del archivo no se ha añadido a la lista de jugadores: admite como mucho ${i?.max} jugadores por dispositivo.`);
	return /** @type {LocalizedString} */ (`${i?.countText} jugadores del archivo no se han añadido a la lista de jugadores: admite como mucho ${i?.max} jugadores por dispositivo.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} player of the file was not added to the list of players: it holds at most {max} players on a device." |
* | * | "{countText} players of the file were not added to the list of players: it holds at most {max} players on a device." |
*
* @param {Sb_Sum_Players_Left_OutInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_sum_players_left_out = /** @type {((inputs: Sb_Sum_Players_Left_OutInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Sum_Players_Left_OutInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_sum_players_left_out(inputs)
	if (locale === "fr") return fr_sb_sum_players_left_out(inputs)
	if (locale === "es") return es_sb_sum_players_left_out(inputs)
	return en_sb_sum_players_left_out(inputs)
});