/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ players: NonNullable<unknown>, twice: NonNullable<unknown> }} Tr_Rounds_MultipleInputs */

const en_tr_rounds_multiple = /** @type {(inputs: Tr_Rounds_MultipleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The number of rounds must be a multiple of the ${i?.players} players, such as ${i?.players} or ${i?.twice}.`)
};

const de_tr_rounds_multiple = /** @type {(inputs: Tr_Rounds_MultipleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Zahl der Runden muss ein Vielfaches der ${i?.players} Spieler sein, etwa ${i?.players} oder ${i?.twice}.`)
};

const fr_tr_rounds_multiple = /** @type {(inputs: Tr_Rounds_MultipleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le nombre de manches doit être un multiple des ${i?.players} joueurs, par exemple ${i?.players} ou ${i?.twice}.`)
};

const es_tr_rounds_multiple = /** @type {(inputs: Tr_Rounds_MultipleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El número de rondas debe ser múltiplo de los ${i?.players} jugadores, por ejemplo ${i?.players} o ${i?.twice}.`)
};

/**
* | output |
* | --- |
* | "The number of rounds must be a multiple of the {players} players, such as {players} or {twice}." |
*
* @param {Tr_Rounds_MultipleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_rounds_multiple = /** @type {((inputs: Tr_Rounds_MultipleInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Rounds_MultipleInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_rounds_multiple(inputs)
	if (locale === "fr") return fr_tr_rounds_multiple(inputs)
	if (locale === "es") return es_tr_rounds_multiple(inputs)
	return en_tr_rounds_multiple(inputs)
});