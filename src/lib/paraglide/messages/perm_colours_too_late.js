/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Colours_Too_LateInputs */

const en_perm_colours_too_late = /** @type {(inputs: Perm_Colours_Too_LateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The starting colours can only be changed before the first pool, bid or round is entered.`)
};

const de_perm_colours_too_late = /** @type {(inputs: Perm_Colours_Too_LateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Startfarben lassen sich nur ändern, bevor die erste Auslage, das erste Gebot oder die erste Runde eingetragen ist.`)
};

const fr_perm_colours_too_late = /** @type {(inputs: Perm_Colours_Too_LateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les couleurs de départ ne peuvent être changées qu’avant la saisie de la première réserve, de la première mise ou de la première manche.`)
};

const es_perm_colours_too_late = /** @type {(inputs: Perm_Colours_Too_LateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los colores iniciales solo se pueden cambiar antes de anotar la primera reserva, la primera puja o la primera ronda.`)
};

/**
* | output |
* | --- |
* | "The starting colours can only be changed before the first pool, bid or round is entered." |
*
* @param {Perm_Colours_Too_LateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_colours_too_late = /** @type {((inputs?: Perm_Colours_Too_LateInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Colours_Too_LateInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_colours_too_late(inputs)
	if (locale === "fr") return fr_perm_colours_too_late(inputs)
	if (locale === "es") return es_perm_colours_too_late(inputs)
	return en_perm_colours_too_late(inputs)
});