/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Store_HaltedInputs */

const en_fm_store_halted = /** @type {(inputs: Fm_Store_HaltedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tablemate has stopped saving for now: the browser failed to write to its storage, which usually means the device is out of space, and writing on to a full device can damage what is stored. Nothing more was saved. Free some space on the device, then try again.`)
};

const de_fm_store_halted = /** @type {(inputs: Fm_Store_HaltedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tablemate speichert vorerst nichts mehr: Der Browser konnte nicht in seinen Speicher schreiben, was meist heißt, dass auf dem Gerät kein Platz mehr frei ist, und weiteres Schreiben auf ein volles Gerät kann Gespeichertes beschädigen. Es wurde nichts weiter gespeichert. Schaffe etwas Platz auf dem Gerät und versuche es dann noch einmal.`)
};

const fr_fm_store_halted = /** @type {(inputs: Fm_Store_HaltedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tablemate a cessé d’enregistrer pour l’instant : le navigateur n’a pas pu écrire dans son stockage, ce qui signifie en général que l’appareil n’a plus de place, et continuer d’écrire sur un appareil plein peut abîmer ce qui est enregistré. Rien de plus n’a été enregistré. Libérez de la place sur l’appareil, puis réessayez.`)
};

const es_fm_store_halted = /** @type {(inputs: Fm_Store_HaltedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tablemate ha dejado de guardar por ahora: el navegador no ha podido escribir en su almacenamiento, lo que normalmente significa que el dispositivo no tiene espacio, y seguir escribiendo en un dispositivo lleno puede dañar lo guardado. No se ha guardado nada más. Libera espacio en el dispositivo y vuelve a intentarlo.`)
};

/**
* | output |
* | --- |
* | "Tablemate has stopped saving for now: the browser failed to write to its storage, which usually means the device is out of space, and writing on to a full de..." |
*
* @param {Fm_Store_HaltedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_store_halted = /** @type {((inputs?: Fm_Store_HaltedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Store_HaltedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_store_halted(inputs)
	if (locale === "fr") return fr_fm_store_halted(inputs)
	if (locale === "es") return es_fm_store_halted(inputs)
	return en_fm_store_halted(inputs)
});