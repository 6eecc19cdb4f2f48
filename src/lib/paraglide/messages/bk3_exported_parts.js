/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ countText: NonNullable<unknown>, parts: NonNullable<unknown> }} Bk3_Exported_PartsInputs */

const en_bk3_exported_parts = /** @type {(inputs: Bk3_Exported_PartsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Exported ${i?.countText} games in ${i?.parts} files: with their photos they are more than one file can restore. Keep the files together and restore each of them.`)
};

const de_bk3_exported_parts = /** @type {(inputs: Bk3_Exported_PartsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.countText} Partien in ${i?.parts} Dateien exportiert: Mit ihren Fotos sind sie mehr, als eine Datei wiederherstellen kann. Bewahre die Dateien zusammen auf und stelle jede von ihnen wieder her.`)
};

const fr_bk3_exported_parts = /** @type {(inputs: Bk3_Exported_PartsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.countText} parties exportées en ${i?.parts} fichiers : avec leurs photos, elles dépassent ce qu’un seul fichier peut restaurer. Gardez les fichiers ensemble et restaurez chacun d’eux.`)
};

const es_bk3_exported_parts = /** @type {(inputs: Bk3_Exported_PartsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se exportaron ${i?.countText} partidas en ${i?.parts} archivos: con sus fotos superan lo que un solo archivo puede restaurar. Guarda los archivos juntos y restaura cada uno de ellos.`)
};

/**
* | output |
* | --- |
* | "Exported {countText} games in {parts} files: with their photos they are more than one file can restore. Keep the files together and restore each of them." |
*
* @param {Bk3_Exported_PartsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const bk3_exported_parts = /** @type {((inputs: Bk3_Exported_PartsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bk3_Exported_PartsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_bk3_exported_parts(inputs)
	if (locale === "fr") return fr_bk3_exported_parts(inputs)
	if (locale === "es") return es_bk3_exported_parts(inputs)
	return en_bk3_exported_parts(inputs)
});