/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Hr_Setaside_Help1Inputs */

const en_fm_hr_setaside_help1 = /** @type {(inputs: Fm_Hr_Setaside_Help1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ruling 2b: a three-player game leaves one colour out. Who starts with which of the others can be changed on the game screen before the first auction.`)
};

const de_fm_hr_setaside_help1 = /** @type {(inputs: Fm_Hr_Setaside_Help1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auslegung 2b: Zu dritt bleibt eine Farbe draußen. Wer mit welcher der anderen beginnt, lässt sich vor der ersten Versteigerung auf dem Spielbildschirm ändern.`)
};

const fr_fm_hr_setaside_help1 = /** @type {(inputs: Fm_Hr_Setaside_Help1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Précision 2b : à trois joueurs, une couleur est laissée de côté. Qui commence avec quelle autre couleur se change sur l’écran de la partie avant la première enchère.`)
};

const es_fm_hr_setaside_help1 = /** @type {(inputs: Fm_Hr_Setaside_Help1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aclaración 2b: con tres jugadores se deja fuera un color. Quién empieza con cuál de los demás se puede cambiar en la pantalla de la partida antes de la primera subasta.`)
};

/**
* | output |
* | --- |
* | "Ruling 2b: a three-player game leaves one colour out. Who starts with which of the others can be changed on the game screen before the first auction." |
*
* @param {Fm_Hr_Setaside_Help1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
const fm_hr_setaside_help1 = /** @type {((inputs?: Fm_Hr_Setaside_Help1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Hr_Setaside_Help1Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_hr_setaside_help1(inputs)
	if (locale === "fr") return fr_fm_hr_setaside_help1(inputs)
	if (locale === "es") return es_fm_hr_setaside_help1(inputs)
	return en_fm_hr_setaside_help1(inputs)
});
export { fm_hr_setaside_help1 as "fm_hr_setAside_help" }