/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Plays_Nothing_NewInputs */

const en_fm_plays_nothing_new = /** @type {(inputs: Fm_Plays_Nothing_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing new was imported: every play of the file is already on this device.`)
};

const de_fm_plays_nothing_new = /** @type {(inputs: Fm_Plays_Nothing_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nichts Neues importiert: Jede Partie der Datei ist schon auf diesem Gerät.`)
};

const fr_fm_plays_nothing_new = /** @type {(inputs: Fm_Plays_Nothing_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien de nouveau n’a été importé : chaque partie du fichier est déjà sur cet appareil.`)
};

const es_fm_plays_nothing_new = /** @type {(inputs: Fm_Plays_Nothing_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se ha importado nada nuevo: todas las partidas del archivo ya están en este dispositivo.`)
};

/**
* | output |
* | --- |
* | "Nothing new was imported: every play of the file is already on this device." |
*
* @param {Fm_Plays_Nothing_NewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_plays_nothing_new = /** @type {((inputs?: Fm_Plays_Nothing_NewInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Plays_Nothing_NewInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_plays_nothing_new(inputs)
	if (locale === "fr") return fr_fm_plays_nothing_new(inputs)
	if (locale === "es") return es_fm_plays_nothing_new(inputs)
	return en_fm_plays_nothing_new(inputs)
});