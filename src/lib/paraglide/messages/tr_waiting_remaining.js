/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Waiting_RemainingInputs */

const en_tr_waiting_remaining = /** @type {(inputs: Tr_Waiting_RemainingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a′ is complete. Waiting for the remaining b-lists.`)
};

const de_tr_waiting_remaining = /** @type {(inputs: Tr_Waiting_RemainingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a′ ist vollständig. Es fehlen noch b-Listen.`)
};

const fr_tr_waiting_remaining = /** @type {(inputs: Tr_Waiting_RemainingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a′ est complète. On attend les listes b restantes.`)
};

const es_tr_waiting_remaining = /** @type {(inputs: Tr_Waiting_RemainingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a′ está completa. Faltan las demás listas b.`)
};

/**
* | output |
* | --- |
* | "a′ is complete. Waiting for the remaining b-lists." |
*
* @param {Tr_Waiting_RemainingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_waiting_remaining = /** @type {((inputs?: Tr_Waiting_RemainingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Waiting_RemainingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_waiting_remaining(inputs)
	if (locale === "fr") return fr_tr_waiting_remaining(inputs)
	if (locale === "es") return es_tr_waiting_remaining(inputs)
	return en_tr_waiting_remaining(inputs)
});