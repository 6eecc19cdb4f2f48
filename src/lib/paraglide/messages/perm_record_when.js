/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Record_WhenInputs */

const en_perm_record_when = /** @type {(inputs: Perm_Record_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The round can be recorded once every player's counts add up to 11.`)
};

const de_perm_record_when = /** @type {(inputs: Perm_Record_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Runde kann eingetragen werden, sobald die Anzahlen jedes Spielers 11 ergeben.`)
};

const fr_perm_record_when = /** @type {(inputs: Perm_Record_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La manche peut être enregistrée dès que les comptes de chaque joueur font 11.`)
};

const es_perm_record_when = /** @type {(inputs: Perm_Record_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La ronda se puede anotar cuando los recuentos de cada jugador sumen 11.`)
};

/**
* | output |
* | --- |
* | "The round can be recorded once every player's counts add up to 11." |
*
* @param {Perm_Record_WhenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_record_when = /** @type {((inputs?: Perm_Record_WhenInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Record_WhenInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_record_when(inputs)
	if (locale === "fr") return fr_perm_record_when(inputs)
	if (locale === "es") return es_perm_record_when(inputs)
	return en_perm_record_when(inputs)
});