/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Read_HaltedInputs */

const en_fm_read_halted = /** @type {(inputs: Fm_Read_HaltedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tablemate has closed its storage for now: the browser failed to write to it, which usually means the device is out of space, and using it on a full device can damage what is stored. Free some space on the device, then try again.`)
};

const de_fm_read_halted = /** @type {(inputs: Fm_Read_HaltedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tablemate hat seinen Speicher vorerst geschlossen: Der Browser konnte nicht hineinschreiben, was meist heißt, dass auf dem Gerät kein Platz mehr frei ist, und ihn auf einem vollen Gerät weiter zu benutzen kann Gespeichertes beschädigen. Schaffe etwas Platz auf dem Gerät und versuche es dann noch einmal.`)
};

const fr_fm_read_halted = /** @type {(inputs: Fm_Read_HaltedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tablemate a fermé son stockage pour l’instant : le navigateur n’a pas pu y écrire, ce qui signifie en général que l’appareil n’a plus de place, et continuer de s’en servir sur un appareil plein peut abîmer ce qui est enregistré. Libérez de la place sur l’appareil, puis réessayez.`)
};

const es_fm_read_halted = /** @type {(inputs: Fm_Read_HaltedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tablemate ha cerrado su almacenamiento por ahora: el navegador no ha podido escribir en él, lo que normalmente significa que el dispositivo no tiene espacio, y seguir usándolo con el dispositivo lleno puede dañar lo guardado. Libera espacio en el dispositivo y vuelve a intentarlo.`)
};

/**
* | output |
* | --- |
* | "Tablemate has closed its storage for now: the browser failed to write to it, which usually means the device is out of space, and using it on a full device ca..." |
*
* @param {Fm_Read_HaltedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_read_halted = /** @type {((inputs?: Fm_Read_HaltedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Read_HaltedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_read_halted(inputs)
	if (locale === "fr") return fr_fm_read_halted(inputs)
	if (locale === "es") return es_fm_read_halted(inputs)
	return en_fm_read_halted(inputs)
});