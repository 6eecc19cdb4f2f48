/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tr_List_EnteredInputs */

const en_tr_list_entered = /** @type {(inputs: Tr_List_EnteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} has already entered a b-list this round; undo to change it.`)
};

const de_tr_list_entered = /** @type {(inputs: Tr_List_EnteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hat in dieser Runde schon eine b-Liste eingegeben; mach sie rückgängig, um sie zu ändern.`)
};

const fr_tr_list_entered = /** @type {(inputs: Tr_List_EnteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a déjà saisi une liste b cette manche ; annule-la pour la changer.`)
};

const es_tr_list_entered = /** @type {(inputs: Tr_List_EnteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ya ha anotado una lista b en esta ronda; deshazla para cambiarla.`)
};

/**
* | output |
* | --- |
* | "{name} has already entered a b-list this round; undo to change it." |
*
* @param {Tr_List_EnteredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_list_entered = /** @type {((inputs: Tr_List_EnteredInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_List_EnteredInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_list_entered(inputs)
	if (locale === "fr") return fr_tr_list_entered(inputs)
	if (locale === "es") return es_tr_list_entered(inputs)
	return en_tr_list_entered(inputs)
});