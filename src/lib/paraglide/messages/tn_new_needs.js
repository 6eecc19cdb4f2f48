/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ game: NonNullable<unknown>, range: NonNullable<unknown>, who: NonNullable<unknown> }} Tn_New_NeedsInputs */

const en_tn_new_needs = /** @type {(inputs: Tn_New_NeedsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.game} needs ${i?.range} players; ${i?.who}.`)
};

const de_tn_new_needs = /** @type {(inputs: Tn_New_NeedsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.game} braucht ${i?.range} Spieler; ${i?.who}.`)
};

const fr_tn_new_needs = /** @type {(inputs: Tn_New_NeedsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.game} se joue à ${i?.range} joueurs ; ${i?.who}.`)
};

const es_tn_new_needs = /** @type {(inputs: Tn_New_NeedsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.game} necesita ${i?.range} jugadores; ${i?.who}.`)
};

/**
* | output |
* | --- |
* | "{game} needs {range} players; {who}." |
*
* @param {Tn_New_NeedsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_new_needs = /** @type {((inputs: Tn_New_NeedsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_New_NeedsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_new_needs(inputs)
	if (locale === "fr") return fr_tn_new_needs(inputs)
	if (locale === "es") return es_tn_new_needs(inputs)
	return en_tn_new_needs(inputs)
});