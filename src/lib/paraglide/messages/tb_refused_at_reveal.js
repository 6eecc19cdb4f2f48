/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Tb_Refused_At_RevealInputs */

const en_tb_refused_at_reveal = /** @type {(inputs: Tb_Refused_At_RevealInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A secret move was refused at the reveal: ${i?.reason}`)
};

const de_tb_refused_at_reveal = /** @type {(inputs: Tb_Refused_At_RevealInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein geheimer Zug wurde beim Aufdecken abgelehnt: ${i?.reason}`)
};

const fr_tb_refused_at_reveal = /** @type {(inputs: Tb_Refused_At_RevealInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un coup secret a été refusé à la révélation : ${i?.reason}`)
};

const es_tb_refused_at_reveal = /** @type {(inputs: Tb_Refused_At_RevealInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Una jugada secreta se rechazó al revelarla: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "A secret move was refused at the reveal: {reason}" |
*
* @param {Tb_Refused_At_RevealInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_refused_at_reveal = /** @type {((inputs: Tb_Refused_At_RevealInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Refused_At_RevealInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_refused_at_reveal(inputs)
	if (locale === "fr") return fr_tb_refused_at_reveal(inputs)
	if (locale === "es") return es_tb_refused_at_reveal(inputs)
	return en_tb_refused_at_reveal(inputs)
});