/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ names: NonNullable<unknown>, target: NonNullable<unknown> }} Tn_Refusal_Target_ReachedInputs */

const en_tn_refusal_target_reached = /** @type {(inputs: Tn_Refusal_Target_ReachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The game is over: ${i?.names} reached the target of ${i?.target}.`)
};

const de_tn_refusal_target_reached = /** @type {(inputs: Tn_Refusal_Target_ReachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das Spiel ist vorbei: Das Ziel von ${i?.target} ist erreicht (${i?.names}).`)
};

const fr_tn_refusal_target_reached = /** @type {(inputs: Tn_Refusal_Target_ReachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La partie est finie : l’objectif de ${i?.target} est atteint (${i?.names}).`)
};

const es_tn_refusal_target_reached = /** @type {(inputs: Tn_Refusal_Target_ReachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La partida ha terminado: se alcanzó el objetivo de ${i?.target} (${i?.names}).`)
};

/**
* | output |
* | --- |
* | "The game is over: {names} reached the target of {target}." |
*
* @param {Tn_Refusal_Target_ReachedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_refusal_target_reached = /** @type {((inputs: Tn_Refusal_Target_ReachedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Refusal_Target_ReachedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_refusal_target_reached(inputs)
	if (locale === "fr") return fr_tn_refusal_target_reached(inputs)
	if (locale === "es") return es_tn_refusal_target_reached(inputs)
	return en_tn_refusal_target_reached(inputs)
});