/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notepad_Target_HelpInputs */

const en_notepad_target_help = /** @type {(inputs: Notepad_Target_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The game ends at the end of the round in which a total reaches it.`)
};

const de_notepad_target_help = /** @type {(inputs: Notepad_Target_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Spiel endet nach der Runde, in der eine Summe sie erreicht.`)
};

const fr_notepad_target_help = /** @type {(inputs: Notepad_Target_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La partie s’arrête à la fin de la manche où un total l’atteint.`)
};

const es_notepad_target_help = /** @type {(inputs: Notepad_Target_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La partida termina al final de la ronda en la que un total la alcanza.`)
};

/**
* | output |
* | --- |
* | "The game ends at the end of the round in which a total reaches it." |
*
* @param {Notepad_Target_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_target_help = /** @type {((inputs?: Notepad_Target_HelpInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Target_HelpInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_target_help(inputs)
	if (locale === "fr") return fr_notepad_target_help(inputs)
	if (locale === "es") return es_notepad_target_help(inputs)
	return en_notepad_target_help(inputs)
});