/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, total: NonNullable<unknown> }} Perm_WinsInputs */

const en_perm_wins = /** @type {(inputs: Perm_WinsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} wins with ${i?.total} points.`)
};

const de_perm_wins = /** @type {(inputs: Perm_WinsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} gewinnt mit ${i?.total} Punkten.`)
};

const fr_perm_wins = /** @type {(inputs: Perm_WinsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} gagne avec ${i?.total} points.`)
};

const es_perm_wins = /** @type {(inputs: Perm_WinsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} gana con ${i?.total} puntos.`)
};

/**
* | output |
* | --- |
* | "{name} wins with {total} points." |
*
* @param {Perm_WinsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_wins = /** @type {((inputs: Perm_WinsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_WinsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_wins(inputs)
	if (locale === "fr") return fr_perm_wins(inputs)
	if (locale === "es") return es_perm_wins(inputs)
	return en_perm_wins(inputs)
});