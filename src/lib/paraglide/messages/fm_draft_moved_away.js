/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Draft_Moved_AwayInputs */

const en_fm_draft_moved_away = /** @type {(inputs: Fm_Draft_Moved_AwayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The game moved on in another tab or on another device while you were typing, so what you typed was not recorded. Enter it again if it still applies.`)
};

const de_fm_draft_moved_away = /** @type {(inputs: Fm_Draft_Moved_AwayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Spiel ging in einem anderen Tab oder auf einem anderen Gerät weiter, während du getippt hast, deshalb wurde deine Eingabe nicht eingetragen. Gib sie noch einmal ein, wenn sie noch gilt.`)
};

const fr_fm_draft_moved_away = /** @type {(inputs: Fm_Draft_Moved_AwayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La partie a avancé dans un autre onglet ou sur un autre appareil pendant votre saisie : ce que vous avez saisi n’a donc pas été enregistré. Saisissez-le à nouveau s’il est toujours valable.`)
};

const es_fm_draft_moved_away = /** @type {(inputs: Fm_Draft_Moved_AwayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La partida ha avanzado en otra pestaña o en otro dispositivo mientras escribías, así que lo que has escrito no se ha anotado. Vuelve a introducirlo si sigue valiendo.`)
};

/**
* | output |
* | --- |
* | "The game moved on in another tab or on another device while you were typing, so what you typed was not recorded. Enter it again if it still applies." |
*
* @param {Fm_Draft_Moved_AwayInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_draft_moved_away = /** @type {((inputs?: Fm_Draft_Moved_AwayInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Draft_Moved_AwayInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_draft_moved_away(inputs)
	if (locale === "fr") return fr_fm_draft_moved_away(inputs)
	if (locale === "es") return es_fm_draft_moved_away(inputs)
	return en_fm_draft_moved_away(inputs)
});