/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Draft_Moved_OnInputs */

const en_fm_draft_moved_on = /** @type {(inputs: Fm_Draft_Moved_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The game moved on in another tab or on another device while you were typing. What you typed is still here: check it against the game as it is now before you record it.`)
};

const de_fm_draft_moved_on = /** @type {(inputs: Fm_Draft_Moved_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Spiel ging in einem anderen Tab oder auf einem anderen Gerät weiter, während du getippt hast. Deine Eingabe ist noch da: Vergleiche sie mit dem aktuellen Spielstand, bevor du sie einträgst.`)
};

const fr_fm_draft_moved_on = /** @type {(inputs: Fm_Draft_Moved_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La partie a avancé dans un autre onglet ou sur un autre appareil pendant votre saisie. Ce que vous avez saisi est toujours là : vérifiez-le par rapport à la partie telle qu’elle est maintenant avant de l’enregistrer.`)
};

const es_fm_draft_moved_on = /** @type {(inputs: Fm_Draft_Moved_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La partida ha avanzado en otra pestaña o en otro dispositivo mientras escribías. Lo que has escrito sigue aquí: compruébalo con la partida tal como está ahora antes de anotarlo.`)
};

/**
* | output |
* | --- |
* | "The game moved on in another tab or on another device while you were typing. What you typed is still here: check it against the game as it is now before you ..." |
*
* @param {Fm_Draft_Moved_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_draft_moved_on = /** @type {((inputs?: Fm_Draft_Moved_OnInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Draft_Moved_OnInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_draft_moved_on(inputs)
	if (locale === "fr") return fr_fm_draft_moved_on(inputs)
	if (locale === "es") return es_fm_draft_moved_on(inputs)
	return en_fm_draft_moved_on(inputs)
});