/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notepad_Coop_ChooseInputs */

const en_notepad_coop_choose = /** @type {(inputs: Notepad_Coop_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Say whether the table won or lost.`)
};

const de_notepad_coop_choose = /** @type {(inputs: Notepad_Coop_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gebt an, ob der Tisch gewonnen oder verloren hat.`)
};

const fr_notepad_coop_choose = /** @type {(inputs: Notepad_Coop_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indiquez si la table a gagné ou perdu.`)
};

const es_notepad_coop_choose = /** @type {(inputs: Notepad_Coop_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indicad si la mesa ganó o perdió.`)
};

/**
* | output |
* | --- |
* | "Say whether the table won or lost." |
*
* @param {Notepad_Coop_ChooseInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_coop_choose = /** @type {((inputs?: Notepad_Coop_ChooseInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Coop_ChooseInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_coop_choose(inputs)
	if (locale === "fr") return fr_notepad_coop_choose(inputs)
	if (locale === "es") return es_notepad_coop_choose(inputs)
	return en_notepad_coop_choose(inputs)
});