/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Np_How_It_WorksInputs */

const en_tn_np_how_it_works = /** @type {(inputs: Tn_Np_How_It_WorksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How the notepad works`)
};

const de_tn_np_how_it_works = /** @type {(inputs: Tn_Np_How_It_WorksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`So funktioniert der Notizblock`)
};

const fr_tn_np_how_it_works = /** @type {(inputs: Tn_Np_How_It_WorksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment fonctionne le bloc-notes`)
};

const es_tn_np_how_it_works = /** @type {(inputs: Tn_Np_How_It_WorksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo funciona el bloc de notas`)
};

/**
* | output |
* | --- |
* | "How the notepad works" |
*
* @param {Tn_Np_How_It_WorksInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_np_how_it_works = /** @type {((inputs?: Tn_Np_How_It_WorksInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Np_How_It_WorksInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_np_how_it_works(inputs)
	if (locale === "fr") return fr_tn_np_how_it_works(inputs)
	if (locale === "es") return es_tn_np_how_it_works(inputs)
	return en_tn_np_how_it_works(inputs)
});