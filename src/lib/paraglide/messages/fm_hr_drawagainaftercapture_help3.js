/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Hr_Drawagainaftercapture_Help3Inputs */

const en_fm_hr_drawagainaftercapture_help3 = /** @type {(inputs: Fm_Hr_Drawagainaftercapture_Help3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When the drawn card is an error and someone captures it, the drawer draws another card.`)
};

const de_fm_hr_drawagainaftercapture_help3 = /** @type {(inputs: Fm_Hr_Drawagainaftercapture_Help3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ist die gezogene Karte ein Fehler und nimmt jemand sie, zieht die ziehende Person eine weitere Karte.`)
};

const fr_fm_hr_drawagainaftercapture_help3 = /** @type {(inputs: Fm_Hr_Drawagainaftercapture_Help3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand la carte piochée est erronée et que quelqu’un la capture, celui qui a pioché pioche une autre carte.`)
};

const es_fm_hr_drawagainaftercapture_help3 = /** @type {(inputs: Fm_Hr_Drawagainaftercapture_Help3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si la carta robada es errónea y alguien la captura, quien la robó roba otra carta.`)
};

/**
* | output |
* | --- |
* | "When the drawn card is an error and someone captures it, the drawer draws another card." |
*
* @param {Fm_Hr_Drawagainaftercapture_Help3Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
const fm_hr_drawagainaftercapture_help3 = /** @type {((inputs?: Fm_Hr_Drawagainaftercapture_Help3Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Hr_Drawagainaftercapture_Help3Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_hr_drawagainaftercapture_help3(inputs)
	if (locale === "fr") return fr_fm_hr_drawagainaftercapture_help3(inputs)
	if (locale === "es") return es_fm_hr_drawagainaftercapture_help3(inputs)
	return en_fm_hr_drawagainaftercapture_help3(inputs)
});
export { fm_hr_drawagainaftercapture_help3 as "fm_hr_drawAgainAfterCapture_help" }