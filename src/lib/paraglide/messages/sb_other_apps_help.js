/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Other_Apps_HelpInputs */

const en_sb_other_apps_help = /** @type {(inputs: Sb_Other_Apps_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bring in your history from BG Stats or BoardGameGeek, or save your plays in their formats.`)
};

const de_sb_other_apps_help = /** @type {(inputs: Sb_Other_Apps_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hol deine Historie aus BG Stats oder BoardGameGeek, oder speichere deine Partien in deren Formaten.`)
};

const fr_sb_other_apps_help = /** @type {(inputs: Sb_Other_Apps_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Récupérez votre historique de BG Stats ou de BoardGameGeek, ou enregistrez vos parties dans leurs formats.`)
};

const es_sb_other_apps_help = /** @type {(inputs: Sb_Other_Apps_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trae tu historial de BG Stats o BoardGameGeek, o guarda tus partidas en sus formatos.`)
};

/**
* | output |
* | --- |
* | "Bring in your history from BG Stats or BoardGameGeek, or save your plays in their formats." |
*
* @param {Sb_Other_Apps_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_other_apps_help = /** @type {((inputs?: Sb_Other_Apps_HelpInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Other_Apps_HelpInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_other_apps_help(inputs)
	if (locale === "fr") return fr_sb_other_apps_help(inputs)
	if (locale === "es") return es_sb_other_apps_help(inputs)
	return en_sb_other_apps_help(inputs)
});