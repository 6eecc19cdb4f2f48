/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_No_RoundInputs */

const en_tb_no_round = /** @type {(inputs: Tb_No_RoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No secret round is under way.`)
};

const de_tb_no_round = /** @type {(inputs: Tb_No_RoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gerade läuft keine geheime Runde.`)
};

const fr_tb_no_round = /** @type {(inputs: Tb_No_RoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun tour secret n’est en cours.`)
};

const es_tb_no_round = /** @type {(inputs: Tb_No_RoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay ninguna ronda secreta en marcha.`)
};

/**
* | output |
* | --- |
* | "No secret round is under way." |
*
* @param {Tb_No_RoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_no_round = /** @type {((inputs?: Tb_No_RoundInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_No_RoundInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_no_round(inputs)
	if (locale === "fr") return fr_tb_no_round(inputs)
	if (locale === "es") return es_tb_no_round(inputs)
	return en_tb_no_round(inputs)
});