/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ frame: NonNullable<unknown>, name: NonNullable<unknown> }} Reframing_Names_OwnInputs */

const en_reframing_names_own = /** @type {(inputs: Reframing_Names_OwnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`On frame ${i?.frame}, ${i?.name} is given their own name: each player gets another player’s name.`)
};

const de_reframing_names_own = /** @type {(inputs: Reframing_Names_OwnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Auf Rahmen ${i?.frame} bekommt ${i?.name} den eigenen Namen: Jeder bekommt den Namen eines anderen Spielers.`)
};

const fr_reframing_names_own = /** @type {(inputs: Reframing_Names_OwnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sur le cadre ${i?.frame}, ${i?.name} reçoit son propre nom : chacun reçoit le nom d’un autre joueur.`)
};

const es_reframing_names_own = /** @type {(inputs: Reframing_Names_OwnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En el marco ${i?.frame}, a ${i?.name} le toca su propio nombre: cada jugador recibe el nombre de otro.`)
};

/**
* | output |
* | --- |
* | "On frame {frame}, {name} is given their own name: each player gets another player’s name." |
*
* @param {Reframing_Names_OwnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_names_own = /** @type {((inputs: Reframing_Names_OwnInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Names_OwnInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_names_own(inputs)
	if (locale === "fr") return fr_reframing_names_own(inputs)
	if (locale === "es") return es_reframing_names_own(inputs)
	return en_reframing_names_own(inputs)
});