/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tn_Np_Join_Not_RegularInputs */

const en_tn_np_join_not_regular = /** @type {(inputs: Tn_Np_Join_Not_RegularInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} joined this game, but could not be added to your regular players.`)
};

const de_tn_np_join_not_regular = /** @type {(inputs: Tn_Np_Join_Not_RegularInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} spielt jetzt mit, konnte aber nicht zu deinen Mitspielern hinzugefügt werden.`)
};

const fr_tn_np_join_not_regular = /** @type {(inputs: Tn_Np_Join_Not_RegularInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a rejoint la partie, mais n’a pas pu être ajouté à vos joueurs habituels.`)
};

const es_tn_np_join_not_regular = /** @type {(inputs: Tn_Np_Join_Not_RegularInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} se ha unido a la partida, pero no se ha podido añadir a tus jugadores habituales.`)
};

/**
* | output |
* | --- |
* | "{name} joined this game, but could not be added to your regular players." |
*
* @param {Tn_Np_Join_Not_RegularInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_np_join_not_regular = /** @type {((inputs: Tn_Np_Join_Not_RegularInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Np_Join_Not_RegularInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_np_join_not_regular(inputs)
	if (locale === "fr") return fr_tn_np_join_not_regular(inputs)
	if (locale === "es") return es_tn_np_join_not_regular(inputs)
	return en_tn_np_join_not_regular(inputs)
});