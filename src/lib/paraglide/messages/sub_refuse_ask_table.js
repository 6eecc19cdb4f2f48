/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ top: NonNullable<unknown>, card: NonNullable<unknown> }} Sub_Refuse_Ask_TableInputs */

const en_sub_refuse_ask_table = /** @type {(inputs: Sub_Refuse_Ask_TableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The referee cannot tell whether ${i?.top} is a subset of ${i?.card}, so this steal needs the table’s agreement.`)
};

const de_sub_refuse_ask_table = /** @type {(inputs: Sub_Refuse_Ask_TableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Schiedsrichter kann nicht sagen, ob ${i?.top} eine Teilmenge von ${i?.card} ist; dieser Diebstahl braucht also die Zustimmung des Tisches.`)
};

const fr_sub_refuse_ask_table = /** @type {(inputs: Sub_Refuse_Ask_TableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’arbitre ne peut pas dire si ${i?.top} est un sous-ensemble de ${i?.card} : ce vol demande donc l’accord de la table.`)
};

const es_sub_refuse_ask_table = /** @type {(inputs: Sub_Refuse_Ask_TableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El árbitro no puede saber si ${i?.top} es un subconjunto de ${i?.card}, así que este robo necesita el acuerdo de la mesa.`)
};

/**
* | output |
* | --- |
* | "The referee cannot tell whether {top} is a subset of {card}, so this steal needs the table’s agreement." |
*
* @param {Sub_Refuse_Ask_TableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_refuse_ask_table = /** @type {((inputs: Sub_Refuse_Ask_TableInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Refuse_Ask_TableInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_refuse_ask_table(inputs)
	if (locale === "fr") return fr_sub_refuse_ask_table(inputs)
	if (locale === "es") return es_sub_refuse_ask_table(inputs)
	return en_sub_refuse_ask_table(inputs)
});