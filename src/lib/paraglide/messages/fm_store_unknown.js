/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Store_UnknownInputs */

const en_fm_store_unknown = /** @type {(inputs: Fm_Store_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tablemate cannot read its storage just now either, so it cannot tell whether this was saved. Free some space on the device, then reload the page: it shows what is stored.`)
};

const de_fm_store_unknown = /** @type {(inputs: Fm_Store_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tablemate kann seinen Speicher gerade auch nicht lesen und weiß daher nicht, ob das gespeichert wurde. Schaffe etwas Platz auf dem Gerät und lade dann die Seite neu: Sie zeigt, was gespeichert ist.`)
};

const fr_fm_store_unknown = /** @type {(inputs: Fm_Store_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tablemate ne peut pas non plus lire son stockage pour l’instant : impossible de savoir si ceci a été enregistré. Libérez de la place sur l’appareil, puis rechargez la page : elle affiche ce qui est enregistré.`)
};

const es_fm_store_unknown = /** @type {(inputs: Fm_Store_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tablemate tampoco puede leer su almacenamiento ahora mismo, así que no sabe si esto se ha guardado. Libera espacio en el dispositivo y vuelve a cargar la página: muestra lo que está guardado.`)
};

/**
* | output |
* | --- |
* | "Tablemate cannot read its storage just now either, so it cannot tell whether this was saved. Free some space on the device, then reload the page: it shows wh..." |
*
* @param {Fm_Store_UnknownInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_store_unknown = /** @type {((inputs?: Fm_Store_UnknownInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Store_UnknownInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_store_unknown(inputs)
	if (locale === "fr") return fr_fm_store_unknown(inputs)
	if (locale === "es") return es_fm_store_unknown(inputs)
	return en_fm_store_unknown(inputs)
});