/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_No_MoveInputs */

const en_tb_no_move = /** @type {(inputs: Tb_No_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This phone has no secret move to make in this round.`)
};

const de_tb_no_move = /** @type {(inputs: Tb_No_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Handy hat in dieser Runde keinen geheimen Zug zu machen.`)
};

const fr_tb_no_move = /** @type {(inputs: Tb_No_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce téléphone n’a pas de coup secret à jouer dans ce tour.`)
};

const es_tb_no_move = /** @type {(inputs: Tb_No_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este móvil no tiene ninguna jugada secreta que hacer en esta ronda.`)
};

/**
* | output |
* | --- |
* | "This phone has no secret move to make in this round." |
*
* @param {Tb_No_MoveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_no_move = /** @type {((inputs?: Tb_No_MoveInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_No_MoveInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_no_move(inputs)
	if (locale === "fr") return fr_tb_no_move(inputs)
	if (locale === "es") return es_tb_no_move(inputs)
	return en_tb_no_move(inputs)
});