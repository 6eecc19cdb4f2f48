/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ frame: NonNullable<unknown>, named: NonNullable<unknown>, first: NonNullable<unknown>, second: NonNullable<unknown> }} Reframing_Names_TwiceInputs */

const en_reframing_names_twice = /** @type {(inputs: Reframing_Names_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`On frame ${i?.frame}, ${i?.named}’s name is given to both ${i?.first} and ${i?.second}: each name goes to exactly one player.`)
};

const de_reframing_names_twice = /** @type {(inputs: Reframing_Names_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Auf Rahmen ${i?.frame} bekommen sowohl ${i?.first} als auch ${i?.second} den Namen von ${i?.named}: Jeder Name geht an genau einen Spieler.`)
};

const fr_reframing_names_twice = /** @type {(inputs: Reframing_Names_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sur le cadre ${i?.frame}, le nom de ${i?.named} est donné à la fois à ${i?.first} et à ${i?.second} : chaque nom va à un seul joueur.`)
};

const es_reframing_names_twice = /** @type {(inputs: Reframing_Names_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En el marco ${i?.frame}, el nombre de ${i?.named} se da a ${i?.first} y también a ${i?.second}: cada nombre va a un solo jugador.`)
};

/**
* | output |
* | --- |
* | "On frame {frame}, {named}’s name is given to both {first} and {second}: each name goes to exactly one player." |
*
* @param {Reframing_Names_TwiceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_names_twice = /** @type {((inputs: Reframing_Names_TwiceInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Names_TwiceInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_names_twice(inputs)
	if (locale === "fr") return fr_reframing_names_twice(inputs)
	if (locale === "es") return es_reframing_names_twice(inputs)
	return en_reframing_names_twice(inputs)
});