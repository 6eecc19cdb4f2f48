/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_LeaveInputs */

const en_tb_leave = /** @type {(inputs: Tb_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave the table`)
};

const de_tb_leave = /** @type {(inputs: Tb_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tisch verlassen`)
};

const fr_tb_leave = /** @type {(inputs: Tb_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitter la table`)
};

const es_tb_leave = /** @type {(inputs: Tb_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dejar la mesa`)
};

/**
* | output |
* | --- |
* | "Leave the table" |
*
* @param {Tb_LeaveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_leave = /** @type {((inputs?: Tb_LeaveInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_LeaveInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_leave(inputs)
	if (locale === "fr") return fr_tb_leave(inputs)
	if (locale === "es") return es_tb_leave(inputs)
	return en_tb_leave(inputs)
});