/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Plays_By_NameInputs */

const en_fm_plays_by_name = /** @type {(inputs: Fm_Plays_By_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matched by the same name.`)
};

const de_fm_plays_by_name = /** @type {(inputs: Fm_Plays_By_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zugeordnet über denselben Namen.`)
};

const fr_fm_plays_by_name = /** @type {(inputs: Fm_Plays_By_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Associé par le même nom.`)
};

const es_fm_plays_by_name = /** @type {(inputs: Fm_Plays_By_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emparejado por el mismo nombre.`)
};

/**
* | output |
* | --- |
* | "Matched by the same name." |
*
* @param {Fm_Plays_By_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_plays_by_name = /** @type {((inputs?: Fm_Plays_By_NameInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Plays_By_NameInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_plays_by_name(inputs)
	if (locale === "fr") return fr_fm_plays_by_name(inputs)
	if (locale === "es") return es_fm_plays_by_name(inputs)
	return en_fm_plays_by_name(inputs)
});