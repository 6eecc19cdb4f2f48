/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Store_Not_SavedInputs */

const en_fm_store_not_saved = /** @type {(inputs: Fm_Store_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This was not saved. Free some space on the device and try again.`)
};

const de_fm_store_not_saved = /** @type {(inputs: Fm_Store_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das wurde nicht gespeichert. Schaffe etwas Platz auf dem Gerät und versuche es noch einmal.`)
};

const fr_fm_store_not_saved = /** @type {(inputs: Fm_Store_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ceci n’a pas été enregistré. Libérez de la place sur l’appareil, puis réessayez.`)
};

const es_fm_store_not_saved = /** @type {(inputs: Fm_Store_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esto no se ha guardado. Libera espacio en el dispositivo y vuelve a intentarlo.`)
};

/**
* | output |
* | --- |
* | "This was not saved. Free some space on the device and try again." |
*
* @param {Fm_Store_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_store_not_saved = /** @type {((inputs?: Fm_Store_Not_SavedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Store_Not_SavedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_store_not_saved(inputs)
	if (locale === "fr") return fr_fm_store_not_saved(inputs)
	if (locale === "es") return es_fm_store_not_saved(inputs)
	return en_fm_store_not_saved(inputs)
});