/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Not_RevealedInputs */

const en_tr_not_revealed = /** @type {(inputs: Tr_Not_RevealedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This round has not been revealed yet.`)
};

const de_tr_not_revealed = /** @type {(inputs: Tr_Not_RevealedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Runde ist noch nicht aufgedeckt.`)
};

const fr_tr_not_revealed = /** @type {(inputs: Tr_Not_RevealedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette manche n’a pas encore été révélée.`)
};

const es_tr_not_revealed = /** @type {(inputs: Tr_Not_RevealedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta ronda aún no se ha revelado.`)
};

/**
* | output |
* | --- |
* | "This round has not been revealed yet." |
*
* @param {Tr_Not_RevealedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_not_revealed = /** @type {((inputs?: Tr_Not_RevealedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Not_RevealedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_not_revealed(inputs)
	if (locale === "fr") return fr_tr_not_revealed(inputs)
	if (locale === "es") return es_tr_not_revealed(inputs)
	return en_tr_not_revealed(inputs)
});