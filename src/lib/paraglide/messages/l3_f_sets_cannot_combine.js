/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ op: NonNullable<unknown> }} L3_F_Sets_Cannot_CombineInputs */

const en_l3_f_sets_cannot_combine = /** @type {(inputs: L3_F_Sets_Cannot_CombineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sets cannot be combined with "${i?.op}"; that sign works on numbers.`)
};

const de_l3_f_sets_cannot_combine = /** @type {(inputs: L3_F_Sets_Cannot_CombineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mengen lassen sich nicht mit „${i?.op}“ verbinden; dieses Zeichen wirkt auf Zahlen.`)
};

const fr_l3_f_sets_cannot_combine = /** @type {(inputs: L3_F_Sets_Cannot_CombineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Des ensembles ne se combinent pas avec « ${i?.op} » ; ce signe s’applique aux nombres.`)
};

const es_l3_f_sets_cannot_combine = /** @type {(inputs: L3_F_Sets_Cannot_CombineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Los conjuntos no se pueden combinar con «${i?.op}»; ese signo actúa sobre números.`)
};

/**
* | output |
* | --- |
* | "Sets cannot be combined with \"{op}\"; that sign works on numbers." |
*
* @param {L3_F_Sets_Cannot_CombineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_sets_cannot_combine = /** @type {((inputs: L3_F_Sets_Cannot_CombineInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Sets_Cannot_CombineInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_sets_cannot_combine(inputs)
	if (locale === "fr") return fr_l3_f_sets_cannot_combine(inputs)
	if (locale === "es") return es_l3_f_sets_cannot_combine(inputs)
	return en_l3_f_sets_cannot_combine(inputs)
});