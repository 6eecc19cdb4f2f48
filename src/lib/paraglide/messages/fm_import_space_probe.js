/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ needed: NonNullable<unknown> }} Fm_Import_Space_ProbeInputs */

const en_fm_import_space_probe = /** @type {(inputs: Fm_Import_Space_ProbeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This file needs about ${i?.needed} of free storage to import safely, and the device does not have it. Nothing was imported. Free some space on the device (or delete old games), then try again.`)
};

const de_fm_import_space_probe = /** @type {(inputs: Fm_Import_Space_ProbeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Diese Datei braucht etwa ${i?.needed} freien Speicher, um sicher importiert zu werden, und so viel hat das Gerät nicht. Es wurde nichts importiert. Schaffe etwas Platz auf dem Gerät (oder lösche alte Spiele) und versuche es dann noch einmal.`)
};

const fr_fm_import_space_probe = /** @type {(inputs: Fm_Import_Space_ProbeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ce fichier a besoin d’environ ${i?.needed} d’espace libre pour être importé sans risque, et l’appareil ne les a pas. Rien n’a été importé. Libérez de la place sur l’appareil (ou supprimez d’anciennes parties), puis réessayez.`)
};

const es_fm_import_space_probe = /** @type {(inputs: Fm_Import_Space_ProbeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Este archivo necesita unos ${i?.needed} de almacenamiento libre para importarse con seguridad, y el dispositivo no los tiene. No se ha importado nada. Libera espacio en el dispositivo (o borra partidas antiguas) y vuelve a intentarlo.`)
};

/**
* | output |
* | --- |
* | "This file needs about {needed} of free storage to import safely, and the device does not have it. Nothing was imported. Free some space on the device (or del..." |
*
* @param {Fm_Import_Space_ProbeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_import_space_probe = /** @type {((inputs: Fm_Import_Space_ProbeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Import_Space_ProbeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_import_space_probe(inputs)
	if (locale === "fr") return fr_fm_import_space_probe(inputs)
	if (locale === "es") return es_fm_import_space_probe(inputs)
	return en_fm_import_space_probe(inputs)
});