/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ round: NonNullable<unknown> }} Tr_Revealed_TitleInputs */

const en_tr_revealed_title = /** @type {(inputs: Tr_Revealed_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Round ${i?.round} revealed`)
};

const de_tr_revealed_title = /** @type {(inputs: Tr_Revealed_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Runde ${i?.round} aufgedeckt`)
};

const fr_tr_revealed_title = /** @type {(inputs: Tr_Revealed_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Manche ${i?.round} révélée`)
};

const es_tr_revealed_title = /** @type {(inputs: Tr_Revealed_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ronda ${i?.round} revelada`)
};

/**
* | output |
* | --- |
* | "Round {round} revealed" |
*
* @param {Tr_Revealed_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_revealed_title = /** @type {((inputs: Tr_Revealed_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Revealed_TitleInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_revealed_title(inputs)
	if (locale === "fr") return fr_tr_revealed_title(inputs)
	if (locale === "es") return es_tr_revealed_title(inputs)
	return en_tr_revealed_title(inputs)
});