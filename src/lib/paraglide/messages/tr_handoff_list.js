/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ round: NonNullable<unknown> }} Tr_Handoff_ListInputs */

const en_tr_handoff_list = /** @type {(inputs: Tr_Handoff_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enter your secret b-list for round ${i?.round}.`)
};

const de_tr_handoff_list = /** @type {(inputs: Tr_Handoff_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gib deine geheime b-Liste für Runde ${i?.round} ein.`)
};

const fr_tr_handoff_list = /** @type {(inputs: Tr_Handoff_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saisis ta liste b secrète pour la manche ${i?.round}.`)
};

const es_tr_handoff_list = /** @type {(inputs: Tr_Handoff_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Anota tu lista b secreta para la ronda ${i?.round}.`)
};

/**
* | output |
* | --- |
* | "Enter your secret b-list for round {round}." |
*
* @param {Tr_Handoff_ListInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_handoff_list = /** @type {((inputs: Tr_Handoff_ListInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Handoff_ListInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_handoff_list(inputs)
	if (locale === "fr") return fr_tr_handoff_list(inputs)
	if (locale === "es") return es_tr_handoff_list(inputs)
	return en_tr_handoff_list(inputs)
});