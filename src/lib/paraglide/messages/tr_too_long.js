/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown>, n: NonNullable<unknown>, mine: NonNullable<unknown> }} Tr_Too_LongInputs */

const en_tr_too_long = /** @type {(inputs: Tr_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Looking at what the others might score takes too long with more than ${i?.max} terms, so with ${i?.n} terms only “${i?.mine}” is on offer.`)
};

const de_tr_too_long = /** @type {(inputs: Tr_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bei mehr als ${i?.max} Gliedern dauert es zu lange, die möglichen Punkte der anderen abzuschätzen; mit ${i?.n} Gliedern gibt es also nur „${i?.mine}“.`)
};

const fr_tr_too_long = /** @type {(inputs: Tr_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Estimer ce que les autres pourraient marquer prend trop de temps au-delà de ${i?.max} termes : avec ${i?.n} termes, seul « ${i?.mine} » est proposé.`)
};

const es_tr_too_long = /** @type {(inputs: Tr_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Calcular lo que podrían ganar los demás tarda demasiado con más de ${i?.max} términos, así que con ${i?.n} términos solo se ofrece «${i?.mine}».`)
};

/**
* | output |
* | --- |
* | "Looking at what the others might score takes too long with more than {max} terms, so with {n} terms only “{mine}” is on offer." |
*
* @param {Tr_Too_LongInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_too_long = /** @type {((inputs: Tr_Too_LongInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Too_LongInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_too_long(inputs)
	if (locale === "fr") return fr_tr_too_long(inputs)
	if (locale === "es") return es_tr_too_long(inputs)
	return en_tr_too_long(inputs)
});