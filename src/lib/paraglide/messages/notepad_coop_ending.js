/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notepad_Coop_EndingInputs */

const en_notepad_coop_ending = /** @type {(inputs: Notepad_Coop_EndingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A co-operative game: the table wins or loses together, and records its result at the end.`)
};

const de_notepad_coop_ending = /** @type {(inputs: Notepad_Coop_EndingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein kooperatives Spiel: Der Tisch gewinnt oder verliert gemeinsam und trägt am Ende sein Ergebnis ein.`)
};

const fr_notepad_coop_ending = /** @type {(inputs: Notepad_Coop_EndingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un jeu coopératif : la table gagne ou perd ensemble, et note son résultat à la fin.`)
};

const es_notepad_coop_ending = /** @type {(inputs: Notepad_Coop_EndingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un juego cooperativo: la mesa gana o pierde junta y anota su resultado al final.`)
};

/**
* | output |
* | --- |
* | "A co-operative game: the table wins or loses together, and records its result at the end." |
*
* @param {Notepad_Coop_EndingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_coop_ending = /** @type {((inputs?: Notepad_Coop_EndingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Coop_EndingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_coop_ending(inputs)
	if (locale === "fr") return fr_notepad_coop_ending(inputs)
	if (locale === "es") return es_notepad_coop_ending(inputs)
	return en_notepad_coop_ending(inputs)
});