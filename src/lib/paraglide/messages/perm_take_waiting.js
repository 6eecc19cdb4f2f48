/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, ofWaiting: NonNullable<unknown> }} Perm_Take_WaitingInputs */

const en_perm_take_waiting = /** @type {(inputs: Perm_Take_WaitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} cannot draft yet: still waiting for the bid ${i?.ofWaiting}.`)
};

const de_perm_take_waiting = /** @type {(inputs: Perm_Take_WaitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} kann noch nicht nehmen: Es fehlt noch das Gebot ${i?.ofWaiting}.`)
};

const fr_perm_take_waiting = /** @type {(inputs: Perm_Take_WaitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ne peut pas encore prendre : on attend encore la mise ${i?.ofWaiting}.`)
};

const es_perm_take_waiting = /** @type {(inputs: Perm_Take_WaitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} aún no puede llevarse carta: falta la puja ${i?.ofWaiting}.`)
};

/**
* | output |
* | --- |
* | "{name} cannot draft yet: still waiting for the bid {ofWaiting}." |
*
* @param {Perm_Take_WaitingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_take_waiting = /** @type {((inputs: Perm_Take_WaitingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Take_WaitingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_take_waiting(inputs)
	if (locale === "fr") return fr_perm_take_waiting(inputs)
	if (locale === "es") return es_perm_take_waiting(inputs)
	return en_perm_take_waiting(inputs)
});