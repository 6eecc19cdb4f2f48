/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ c: NonNullable<unknown>, o: NonNullable<unknown> }} L3_F_Does_Not_CloseInputs */

const en_l3_f_does_not_close = /** @type {(inputs: L3_F_Does_Not_CloseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This "${i?.c}" does not close the "${i?.o}" opened before it.`)
};

const de_l3_f_does_not_close = /** @type {(inputs: L3_F_Does_Not_CloseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dieses „${i?.c}“ schließt nicht das zuvor geöffnete „${i?.o}“.`)
};

const fr_l3_f_does_not_close = /** @type {(inputs: L3_F_Does_Not_CloseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ce « ${i?.c} » ne ferme pas le « ${i?.o} » ouvert avant lui.`)
};

const es_l3_f_does_not_close = /** @type {(inputs: L3_F_Does_Not_CloseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Este «${i?.c}» no cierra el «${i?.o}» abierto antes.`)
};

/**
* | output |
* | --- |
* | "This \"{c}\" does not close the \"{o}\" opened before it." |
*
* @param {L3_F_Does_Not_CloseInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_does_not_close = /** @type {((inputs: L3_F_Does_Not_CloseInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Does_Not_CloseInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_does_not_close(inputs)
	if (locale === "fr") return fr_l3_f_does_not_close(inputs)
	if (locale === "es") return es_l3_f_does_not_close(inputs)
	return en_l3_f_does_not_close(inputs)
});