/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ frame: NonNullable<unknown>, name: NonNullable<unknown>, value: NonNullable<unknown> }} Reframing_Names_Unknown_NamedInputs */

const en_reframing_names_unknown_named = /** @type {(inputs: Reframing_Names_Unknown_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`On frame ${i?.frame}, ${i?.name} is given ${i?.value}, who is not playing.`)
};

const de_reframing_names_unknown_named = /** @type {(inputs: Reframing_Names_Unknown_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Auf Rahmen ${i?.frame} bekommt ${i?.name} ${i?.value}, der nicht mitspielt.`)
};

const fr_reframing_names_unknown_named = /** @type {(inputs: Reframing_Names_Unknown_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sur le cadre ${i?.frame}, ${i?.name} reçoit ${i?.value}, qui ne joue pas.`)
};

const es_reframing_names_unknown_named = /** @type {(inputs: Reframing_Names_Unknown_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En el marco ${i?.frame}, a ${i?.name} le toca ${i?.value}, que no juega.`)
};

/**
* | output |
* | --- |
* | "On frame {frame}, {name} is given {value}, who is not playing." |
*
* @param {Reframing_Names_Unknown_NamedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_names_unknown_named = /** @type {((inputs: Reframing_Names_Unknown_NamedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Names_Unknown_NamedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_names_unknown_named(inputs)
	if (locale === "fr") return fr_reframing_names_unknown_named(inputs)
	if (locale === "es") return es_reframing_names_unknown_named(inputs)
	return en_reframing_names_unknown_named(inputs)
});