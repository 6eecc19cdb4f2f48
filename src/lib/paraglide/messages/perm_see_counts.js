/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ whose: NonNullable<unknown> }} Perm_See_CountsInputs */

const en_perm_see_counts = /** @type {(inputs: Perm_See_CountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The round cannot be recorded as it stands: see ${i?.whose} counts.`)
};

const de_perm_see_counts = /** @type {(inputs: Perm_See_CountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Runde kann so nicht eingetragen werden: Sieh dir die Anzahlen ${i?.whose} an.`)
};

const fr_perm_see_counts = /** @type {(inputs: Perm_See_CountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La manche ne peut pas être enregistrée en l’état : vois les comptes ${i?.whose}.`)
};

const es_perm_see_counts = /** @type {(inputs: Perm_See_CountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La ronda no se puede anotar tal como está: mira los recuentos ${i?.whose}.`)
};

/**
* | output |
* | --- |
* | "The round cannot be recorded as it stands: see {whose} counts." |
*
* @param {Perm_See_CountsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_see_counts = /** @type {((inputs: Perm_See_CountsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_See_CountsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_see_counts(inputs)
	if (locale === "fr") return fr_perm_see_counts(inputs)
	if (locale === "es") return es_perm_see_counts(inputs)
	return en_perm_see_counts(inputs)
});