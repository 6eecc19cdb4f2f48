/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, reason: NonNullable<unknown> }} Tb_Refused_At_Reveal_NamedInputs */

const en_tb_refused_at_reveal_named = /** @type {(inputs: Tb_Refused_At_Reveal_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}'s secret move was refused at the reveal: ${i?.reason}`)
};

const de_tb_refused_at_reveal_named = /** @type {(inputs: Tb_Refused_At_Reveal_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der geheime Zug von ${i?.name} wurde beim Aufdecken abgelehnt: ${i?.reason}`)
};

const fr_tb_refused_at_reveal_named = /** @type {(inputs: Tb_Refused_At_Reveal_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le coup secret de ${i?.name} a été refusé à la révélation : ${i?.reason}`)
};

const es_tb_refused_at_reveal_named = /** @type {(inputs: Tb_Refused_At_Reveal_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La jugada secreta de ${i?.name} se rechazó al revelarla: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "{name}'s secret move was refused at the reveal: {reason}" |
*
* @param {Tb_Refused_At_Reveal_NamedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_refused_at_reveal_named = /** @type {((inputs: Tb_Refused_At_Reveal_NamedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Refused_At_Reveal_NamedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_refused_at_reveal_named(inputs)
	if (locale === "fr") return fr_tb_refused_at_reveal_named(inputs)
	if (locale === "es") return es_tb_refused_at_reveal_named(inputs)
	return en_tb_refused_at_reveal_named(inputs)
});