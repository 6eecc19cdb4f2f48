/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ size: NonNullable<unknown>, limit: NonNullable<unknown> }} Bk2_Too_Large_PhotosInputs */

const en_bk2_too_large_photos = /** @type {(inputs: Bk2_Too_Large_PhotosInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This backup with its photos would be ${i?.size}, more than Tablemate can restore from one file (${i?.limit}), so it was not saved. Use “Export without photos”: that file keeps every game.`)
};

const de_bk2_too_large_photos = /** @type {(inputs: Bk2_Too_Large_PhotosInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Diese Sicherung wäre mit ihren Fotos ${i?.size} groß, mehr als Tablemate aus einer Datei wiederherstellen kann (${i?.limit}), daher wurde sie nicht gespeichert. Nimm „Ohne Fotos exportieren“: Diese Datei enthält jedes Spiel.`)
};

const fr_bk2_too_large_photos = /** @type {(inputs: Bk2_Too_Large_PhotosInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Avec ses photos, cette sauvegarde ferait ${i?.size}, plus que Tablemate ne peut restaurer d’un seul fichier (${i?.limit}) : elle n’a donc pas été enregistrée. Utilisez « Exporter sans les photos » : ce fichier garde toutes les parties.`)
};

const es_bk2_too_large_photos = /** @type {(inputs: Bk2_Too_Large_PhotosInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Con sus fotos, esta copia ocuparía ${i?.size}, más de lo que Tablemate puede restaurar de un solo archivo (${i?.limit}), así que no se ha guardado. Usa «Exportar sin fotos»: ese archivo conserva todas las partidas.`)
};

/**
* | output |
* | --- |
* | "This backup with its photos would be {size}, more than Tablemate can restore from one file ({limit}), so it was not saved. Use “Export without photos”: that ..." |
*
* @param {Bk2_Too_Large_PhotosInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const bk2_too_large_photos = /** @type {((inputs: Bk2_Too_Large_PhotosInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bk2_Too_Large_PhotosInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_bk2_too_large_photos(inputs)
	if (locale === "fr") return fr_bk2_too_large_photos(inputs)
	if (locale === "es") return es_bk2_too_large_photos(inputs)
	return en_bk2_too_large_photos(inputs)
});