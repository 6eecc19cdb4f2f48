/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Plays_By_UsernameInputs */

const en_fm_plays_by_username = /** @type {(inputs: Fm_Plays_By_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matched by the same BoardGameGeek username.`)
};

const de_fm_plays_by_username = /** @type {(inputs: Fm_Plays_By_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zugeordnet über denselben BoardGameGeek-Benutzernamen.`)
};

const fr_fm_plays_by_username = /** @type {(inputs: Fm_Plays_By_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Associé par le même nom d’utilisateur BoardGameGeek.`)
};

const es_fm_plays_by_username = /** @type {(inputs: Fm_Plays_By_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emparejado por el mismo nombre de usuario de BoardGameGeek.`)
};

/**
* | output |
* | --- |
* | "Matched by the same BoardGameGeek username." |
*
* @param {Fm_Plays_By_UsernameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_plays_by_username = /** @type {((inputs?: Fm_Plays_By_UsernameInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Plays_By_UsernameInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_plays_by_username(inputs)
	if (locale === "fr") return fr_fm_plays_by_username(inputs)
	if (locale === "es") return es_fm_plays_by_username(inputs)
	return en_fm_plays_by_username(inputs)
});