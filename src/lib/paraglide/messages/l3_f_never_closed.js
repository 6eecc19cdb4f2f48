/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ c: NonNullable<unknown> }} L3_F_Never_ClosedInputs */

const en_l3_f_never_closed = /** @type {(inputs: L3_F_Never_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This "${i?.c}" is never closed.`)
};

const de_l3_f_never_closed = /** @type {(inputs: L3_F_Never_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dieses „${i?.c}“ wird nie geschlossen.`)
};

const fr_l3_f_never_closed = /** @type {(inputs: L3_F_Never_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ce « ${i?.c} » n’est jamais fermé.`)
};

const es_l3_f_never_closed = /** @type {(inputs: L3_F_Never_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Este «${i?.c}» nunca se cierra.`)
};

/**
* | output |
* | --- |
* | "This \"{c}\" is never closed." |
*
* @param {L3_F_Never_ClosedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_never_closed = /** @type {((inputs: L3_F_Never_ClosedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Never_ClosedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_never_closed(inputs)
	if (locale === "fr") return fr_l3_f_never_closed(inputs)
	if (locale === "es") return es_l3_f_never_closed(inputs)
	return en_l3_f_never_closed(inputs)
});