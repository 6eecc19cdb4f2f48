/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Hr_Wrongcallpenalty_Help2Inputs */

const en_fm_hr_wrongcallpenalty_help2 = /** @type {(inputs: Fm_Hr_Wrongcallpenalty_Help2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Whoever calls Error! on a correct card gives one of their face-down cards to the drawer.`)
};

const de_fm_hr_wrongcallpenalty_help2 = /** @type {(inputs: Fm_Hr_Wrongcallpenalty_Help2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wer bei einer richtigen Karte „Fehler!“ ruft, gibt eine seiner verdeckten Karten an die ziehende Person.`)
};

const fr_fm_hr_wrongcallpenalty_help2 = /** @type {(inputs: Fm_Hr_Wrongcallpenalty_Help2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qui crie « Erreur ! » sur une carte correcte donne une de ses cartes face cachée à celui qui a pioché.`)
};

const es_fm_hr_wrongcallpenalty_help2 = /** @type {(inputs: Fm_Hr_Wrongcallpenalty_Help2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quien grita «¡Error!» ante una carta correcta le da una de sus cartas boca abajo a quien la robó.`)
};

/**
* | output |
* | --- |
* | "Whoever calls Error! on a correct card gives one of their face-down cards to the drawer." |
*
* @param {Fm_Hr_Wrongcallpenalty_Help2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
const fm_hr_wrongcallpenalty_help2 = /** @type {((inputs?: Fm_Hr_Wrongcallpenalty_Help2Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Hr_Wrongcallpenalty_Help2Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_hr_wrongcallpenalty_help2(inputs)
	if (locale === "fr") return fr_fm_hr_wrongcallpenalty_help2(inputs)
	if (locale === "es") return es_fm_hr_wrongcallpenalty_help2(inputs)
	return en_fm_hr_wrongcallpenalty_help2(inputs)
});
export { fm_hr_wrongcallpenalty_help2 as "fm_hr_wrongCallPenalty_help" }