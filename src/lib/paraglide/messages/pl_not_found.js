/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Pl_Not_FoundInputs */

const en_pl_not_found = /** @type {(inputs: Pl_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No finished game of ${i?.name} is stored on this phone yet.`)
};

const de_pl_not_found = /** @type {(inputs: Pl_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Auf diesem Handy ist noch kein beendetes Spiel von ${i?.name} gespeichert.`)
};

const fr_pl_not_found = /** @type {(inputs: Pl_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aucune partie terminée avec ${i?.name} n’est encore enregistrée sur ce téléphone.`)
};

const es_pl_not_found = /** @type {(inputs: Pl_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todavía no hay ninguna partida terminada de ${i?.name} guardada en este teléfono.`)
};

/**
* | output |
* | --- |
* | "No finished game of {name} is stored on this phone yet." |
*
* @param {Pl_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_not_found = /** @type {((inputs: Pl_Not_FoundInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_Not_FoundInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_not_found(inputs)
	if (locale === "fr") return fr_pl_not_found(inputs)
	if (locale === "es") return es_pl_not_found(inputs)
	return en_pl_not_found(inputs)
});