/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Pool_On_TableInputs */

const en_perm_pool_on_table = /** @type {(inputs: Perm_Pool_On_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The pool is already on the table: it is the cards bid in the auction before.`)
};

const de_perm_pool_on_table = /** @type {(inputs: Perm_Pool_On_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Auslage liegt schon auf dem Tisch: Es sind die Karten, die in der Versteigerung davor geboten wurden.`)
};

const fr_perm_pool_on_table = /** @type {(inputs: Perm_Pool_On_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La réserve est déjà sur la table : ce sont les cartes misées à l’enchère précédente.`)
};

const es_perm_pool_on_table = /** @type {(inputs: Perm_Pool_On_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La reserva ya está en la mesa: son las cartas pujadas en la subasta anterior.`)
};

/**
* | output |
* | --- |
* | "The pool is already on the table: it is the cards bid in the auction before." |
*
* @param {Perm_Pool_On_TableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_pool_on_table = /** @type {((inputs?: Perm_Pool_On_TableInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Pool_On_TableInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_pool_on_table(inputs)
	if (locale === "fr") return fr_perm_pool_on_table(inputs)
	if (locale === "es") return es_perm_pool_on_table(inputs)
	return en_perm_pool_on_table(inputs)
});