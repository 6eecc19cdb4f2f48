/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Congruence_Needs_ItsInputs */

const en_l3_f_congruence_needs_its = /** @type {(inputs: L3_F_Congruence_Needs_ItsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A congruence needs its modulus, as in "x ≡ 1 (mod 3)".`)
};

const de_l3_f_congruence_needs_its = /** @type {(inputs: L3_F_Congruence_Needs_ItsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Kongruenz braucht ihren Modul, wie in „x ≡ 1 (mod 3)“.`)
};

const fr_l3_f_congruence_needs_its = /** @type {(inputs: L3_F_Congruence_Needs_ItsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une congruence demande son module, comme dans « x ≡ 1 (mod 3) ».`)
};

const es_l3_f_congruence_needs_its = /** @type {(inputs: L3_F_Congruence_Needs_ItsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una congruencia necesita su módulo, como en «x ≡ 1 (mod 3)».`)
};

/**
* | output |
* | --- |
* | "A congruence needs its modulus, as in \"x ≡ 1 (mod 3)\"." |
*
* @param {L3_F_Congruence_Needs_ItsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_congruence_needs_its = /** @type {((inputs?: L3_F_Congruence_Needs_ItsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Congruence_Needs_ItsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_congruence_needs_its(inputs)
	if (locale === "fr") return fr_l3_f_congruence_needs_its(inputs)
	if (locale === "es") return es_l3_f_congruence_needs_its(inputs)
	return en_l3_f_congruence_needs_its(inputs)
});