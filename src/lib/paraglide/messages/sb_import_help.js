/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Import_HelpInputs */

const en_sb_import_help = /** @type {(inputs: Sb_Import_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The whole file is checked before anything is saved. Games already on this device are never overwritten, and importing the same file twice adds nothing.`)
};

const de_sb_import_help = /** @type {(inputs: Sb_Import_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die ganze Datei wird geprüft, bevor etwas gespeichert wird. Partien, die schon auf diesem Gerät sind, werden nie überschrieben, und wer dieselbe Datei zweimal importiert, fügt nichts hinzu.`)
};

const fr_sb_import_help = /** @type {(inputs: Sb_Import_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout le fichier est vérifié avant que quoi que ce soit ne soit enregistré. Les parties déjà sur cet appareil ne sont jamais écrasées, et importer deux fois le même fichier n’ajoute rien.`)
};

const es_sb_import_help = /** @type {(inputs: Sb_Import_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se comprueba todo el archivo antes de guardar nada. Las partidas que ya están en este dispositivo nunca se sobrescriben, e importar dos veces el mismo archivo no añade nada.`)
};

/**
* | output |
* | --- |
* | "The whole file is checked before anything is saved. Games already on this device are never overwritten, and importing the same file twice adds nothing." |
*
* @param {Sb_Import_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_import_help = /** @type {((inputs?: Sb_Import_HelpInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Import_HelpInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_import_help(inputs)
	if (locale === "fr") return fr_sb_import_help(inputs)
	if (locale === "es") return es_sb_import_help(inputs)
	return en_sb_import_help(inputs)
});