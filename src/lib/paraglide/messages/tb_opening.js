/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_OpeningInputs */

const en_tb_opening = /** @type {(inputs: Tb_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The table is still opening. Try again.`)
};

const de_tb_opening = /** @type {(inputs: Tb_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Tisch wird noch geöffnet. Versuche es noch einmal.`)
};

const fr_tb_opening = /** @type {(inputs: Tb_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La table est encore en train de s’ouvrir. Réessayez.`)
};

const es_tb_opening = /** @type {(inputs: Tb_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La mesa todavía se está abriendo. Vuelve a intentarlo.`)
};

/**
* | output |
* | --- |
* | "The table is still opening. Try again." |
*
* @param {Tb_OpeningInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_opening = /** @type {((inputs?: Tb_OpeningInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_OpeningInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_opening(inputs)
	if (locale === "fr") return fr_tb_opening(inputs)
	if (locale === "es") return es_tb_opening(inputs)
	return en_tb_opening(inputs)
});