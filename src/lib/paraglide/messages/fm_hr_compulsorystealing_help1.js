/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Hr_Compulsorystealing_Help1Inputs */

const en_fm_hr_compulsorystealing_help1 = /** @type {(inputs: Fm_Hr_Compulsorystealing_Help1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A player must steal a pile when the referee has shown that one can be stolen.`)
};

const de_fm_hr_compulsorystealing_help1 = /** @type {(inputs: Fm_Hr_Compulsorystealing_Help1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wer dran ist, muss einen Stapel stehlen, wenn der Schiedsrichter gezeigt hat, dass einer gestohlen werden kann.`)
};

const fr_fm_hr_compulsorystealing_help1 = /** @type {(inputs: Fm_Hr_Compulsorystealing_Help1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un joueur doit voler une pile quand l’arbitre a montré qu’une pile peut être volée.`)
};

const es_fm_hr_compulsorystealing_help1 = /** @type {(inputs: Fm_Hr_Compulsorystealing_Help1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hay que robar un montón cuando el árbitro ha mostrado que se puede robar uno.`)
};

/**
* | output |
* | --- |
* | "A player must steal a pile when the referee has shown that one can be stolen." |
*
* @param {Fm_Hr_Compulsorystealing_Help1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
const fm_hr_compulsorystealing_help1 = /** @type {((inputs?: Fm_Hr_Compulsorystealing_Help1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Hr_Compulsorystealing_Help1Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_hr_compulsorystealing_help1(inputs)
	if (locale === "fr") return fr_fm_hr_compulsorystealing_help1(inputs)
	if (locale === "es") return es_fm_hr_compulsorystealing_help1(inputs)
	return en_fm_hr_compulsorystealing_help1(inputs)
});
export { fm_hr_compulsorystealing_help1 as "fm_hr_compulsoryStealing_help" }