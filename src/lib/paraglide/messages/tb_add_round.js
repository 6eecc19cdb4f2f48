/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Add_RoundInputs */

const en_tb_add_round = /** @type {(inputs: Tb_Add_RoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add it as the next round`)
};

const de_tb_add_round = /** @type {(inputs: Tb_Add_RoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als nächste Runde hinzufügen`)
};

const fr_tb_add_round = /** @type {(inputs: Tb_Add_RoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’ajouter comme manche suivante`)
};

const es_tb_add_round = /** @type {(inputs: Tb_Add_RoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadirla como la siguiente ronda`)
};

/**
* | output |
* | --- |
* | "Add it as the next round" |
*
* @param {Tb_Add_RoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_add_round = /** @type {((inputs?: Tb_Add_RoundInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Add_RoundInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_add_round(inputs)
	if (locale === "fr") return fr_tb_add_round(inputs)
	if (locale === "es") return es_tb_add_round(inputs)
	return en_tb_add_round(inputs)
});