/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ph_FullInputs */

const en_ph_full = /** @type {(inputs: Ph_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The phone is out of storage space, so the photo was not kept. Nothing else changed. Free some space (or export a backup and delete old photos), then try again.`)
};

const de_ph_full = /** @type {(inputs: Ph_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Speicher des Handys ist voll, daher wurde das Foto nicht behalten. Sonst hat sich nichts geändert. Schaffe Platz (oder exportiere eine Sicherung und lösche alte Fotos) und versuche es noch einmal.`)
};

const fr_ph_full = /** @type {(inputs: Ph_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le stockage du téléphone est plein : la photo n’a pas été gardée. Rien d’autre n’a changé. Libérez de la place (ou exportez une sauvegarde et supprimez d’anciennes photos), puis réessayez.`)
};

const es_ph_full = /** @type {(inputs: Ph_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El almacenamiento del móvil está lleno, así que la foto no se ha guardado. No ha cambiado nada más. Libera espacio (o exporta una copia de seguridad y borra fotos antiguas) y vuelve a intentarlo.`)
};

/**
* | output |
* | --- |
* | "The phone is out of storage space, so the photo was not kept. Nothing else changed. Free some space (or export a backup and delete old photos), then try again." |
*
* @param {Ph_FullInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const ph_full = /** @type {((inputs?: Ph_FullInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ph_FullInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ph_full(inputs)
	if (locale === "fr") return fr_ph_full(inputs)
	if (locale === "es") return es_ph_full(inputs)
	return en_ph_full(inputs)
});