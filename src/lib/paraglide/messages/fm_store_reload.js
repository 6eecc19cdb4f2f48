/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Store_ReloadInputs */

const en_fm_store_reload = /** @type {(inputs: Fm_Store_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free some space on the device, then reload the page: it shows what is stored.`)
};

const de_fm_store_reload = /** @type {(inputs: Fm_Store_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schaffe etwas Platz auf dem Gerät und lade dann die Seite neu: Sie zeigt, was gespeichert ist.`)
};

const fr_fm_store_reload = /** @type {(inputs: Fm_Store_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Libérez de la place sur l’appareil, puis rechargez la page : elle affiche ce qui est enregistré.`)
};

const es_fm_store_reload = /** @type {(inputs: Fm_Store_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Libera espacio en el dispositivo y vuelve a cargar la página: muestra lo que está guardado.`)
};

/**
* | output |
* | --- |
* | "Free some space on the device, then reload the page: it shows what is stored." |
*
* @param {Fm_Store_ReloadInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_store_reload = /** @type {((inputs?: Fm_Store_ReloadInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Store_ReloadInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_store_reload(inputs)
	if (locale === "fr") return fr_fm_store_reload(inputs)
	if (locale === "es") return es_fm_store_reload(inputs)
	return en_fm_store_reload(inputs)
});