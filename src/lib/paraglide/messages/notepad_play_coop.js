/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notepad_Play_CoopInputs */

const en_notepad_play_coop = /** @type {(inputs: Notepad_Play_CoopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Co-operative: the whole table wins or loses together`)
};

const de_notepad_play_coop = /** @type {(inputs: Notepad_Play_CoopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kooperativ: Der ganze Tisch gewinnt oder verliert gemeinsam`)
};

const fr_notepad_play_coop = /** @type {(inputs: Notepad_Play_CoopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coopératif : toute la table gagne ou perd ensemble`)
};

const es_notepad_play_coop = /** @type {(inputs: Notepad_Play_CoopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cooperativo: toda la mesa gana o pierde junta`)
};

/**
* | output |
* | --- |
* | "Co-operative: the whole table wins or loses together" |
*
* @param {Notepad_Play_CoopInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_play_coop = /** @type {((inputs?: Notepad_Play_CoopInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Play_CoopInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_play_coop(inputs)
	if (locale === "fr") return fr_notepad_play_coop(inputs)
	if (locale === "es") return es_notepad_play_coop(inputs)
	return en_notepad_play_coop(inputs)
});