/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Hr_Drawagainaftercapture3Inputs */

const en_fm_hr_drawagainaftercapture3 = /** @type {(inputs: Fm_Hr_Drawagainaftercapture3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Draw again after an Error! capture`)
};

const de_fm_hr_drawagainaftercapture3 = /** @type {(inputs: Fm_Hr_Drawagainaftercapture3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nach „Fehler!“ noch einmal ziehen`)
};

const fr_fm_hr_drawagainaftercapture3 = /** @type {(inputs: Fm_Hr_Drawagainaftercapture3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repiocher après une prise sur « Erreur ! »`)
};

const es_fm_hr_drawagainaftercapture3 = /** @type {(inputs: Fm_Hr_Drawagainaftercapture3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Robar otra vez tras capturar un «¡Error!»`)
};

/**
* | output |
* | --- |
* | "Draw again after an Error! capture" |
*
* @param {Fm_Hr_Drawagainaftercapture3Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
const fm_hr_drawagainaftercapture3 = /** @type {((inputs?: Fm_Hr_Drawagainaftercapture3Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Hr_Drawagainaftercapture3Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_hr_drawagainaftercapture3(inputs)
	if (locale === "fr") return fr_fm_hr_drawagainaftercapture3(inputs)
	if (locale === "es") return es_fm_hr_drawagainaftercapture3(inputs)
	return en_fm_hr_drawagainaftercapture3(inputs)
});
export { fm_hr_drawagainaftercapture3 as "fm_hr_drawAgainAfterCapture" }