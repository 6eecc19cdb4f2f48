/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, named: NonNullable<unknown>, first: NonNullable<unknown>, second: NonNullable<unknown> }} Reframing_Names_RepeatInputs */

const en_reframing_names_repeat = /** @type {(inputs: Reframing_Names_RepeatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is given ${i?.named} on both frame ${i?.first} and frame ${i?.second}: with six or more players each player’s five names must differ.`)
};

const de_reframing_names_repeat = /** @type {(inputs: Reframing_Names_RepeatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} bekommt ${i?.named} auf Rahmen ${i?.first} und auf Rahmen ${i?.second}: Ab sechs Spielern müssen die fünf Namen jedes Spielers verschieden sein.`)
};

const fr_reframing_names_repeat = /** @type {(inputs: Reframing_Names_RepeatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} reçoit ${i?.named} sur le cadre ${i?.first} et sur le cadre ${i?.second} : à partir de six joueurs, les cinq noms de chacun doivent être différents.`)
};

const es_reframing_names_repeat = /** @type {(inputs: Reframing_Names_RepeatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A ${i?.name} le toca ${i?.named} en el marco ${i?.first} y en el marco ${i?.second}: con seis o más jugadores, los cinco nombres de cada uno deben ser distintos.`)
};

/**
* | output |
* | --- |
* | "{name} is given {named} on both frame {first} and frame {second}: with six or more players each player’s five names must differ." |
*
* @param {Reframing_Names_RepeatInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_names_repeat = /** @type {((inputs: Reframing_Names_RepeatInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Names_RepeatInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_names_repeat(inputs)
	if (locale === "fr") return fr_reframing_names_repeat(inputs)
	if (locale === "es") return es_reframing_names_repeat(inputs)
	return en_reframing_names_repeat(inputs)
});