/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Sb_File_WinnersInputs */

const en_sb_file_winners = /** @type {(inputs: Sb_File_WinnersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`In ${i?.countText} imported game, the winner is the one the imported file named, though the scores say otherwise.`);
	return /** @type {LocalizedString} */ (`In ${i?.countText} imported games, the winner is the one the imported file named, though the scores say otherwise.`)
	
};

const de_sb_file_winners = /** @type {(inputs: Sb_File_WinnersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`In ${i?.countText} importierten Partie gilt als Sieger, wen die importierte Datei nennt, auch wenn die Punkte etwas anderes sagen.`);
	return /** @type {LocalizedString} */ (`In ${i?.countText} importierten Partien gilt als Sieger, wen die importierte Datei nennt, auch wenn die Punkte etwas anderes sagen.`)
	
};

const fr_sb_file_winners = /** @type {(inputs: Sb_File_WinnersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Dans ${i?.countText} partie importée, le gagnant est celui que nomme le fichier importé, même si les scores disent autre chose.`);
	return /** @type {LocalizedString} */ (`Dans ${i?.countText} parties importées, le gagnant est celui que nomme le fichier importé, même si les scores disent autre chose.`)
	
};

const es_sb_file_winners = /** @type {(inputs: Sb_File_WinnersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`En ${i?.countText} partida importada, el ganador es el que indica el archivo importado, aunque las puntuaciones digan otra cosa.`);
	return /** @type {LocalizedString} */ (`En ${i?.countText} partidas importadas, el ganador es el que indica el archivo importado, aunque las puntuaciones digan otra cosa.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "In {countText} imported game, the winner is the one the imported file named, though the scores say otherwise." |
* | * | "In {countText} imported games, the winner is the one the imported file named, though the scores say otherwise." |
*
* @param {Sb_File_WinnersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_file_winners = /** @type {((inputs: Sb_File_WinnersInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_File_WinnersInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_file_winners(inputs)
	if (locale === "fr") return fr_sb_file_winners(inputs)
	if (locale === "es") return es_sb_file_winners(inputs)
	return en_sb_file_winners(inputs)
});