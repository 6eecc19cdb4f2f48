/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ score: NonNullable<unknown>, n: NonNullable<unknown>, order: NonNullable<unknown> }} Tr_Best_UnprovenInputs */

const en_tr_best_unproven = /** @type {(inputs: Tr_Best_UnprovenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The search stopped at its limit: the best found so far is ${i?.score} of ${i?.n}, with ${i?.order}. It is not proven the best.`)
};

const de_tr_best_unproven = /** @type {(inputs: Tr_Best_UnprovenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Suche hat an ihrer Grenze aufgehört: Das Beste bisher ist ${i?.score} von ${i?.n}, mit ${i?.order}. Dass es das Beste ist, ist nicht bewiesen.`)
};

const fr_tr_best_unproven = /** @type {(inputs: Tr_Best_UnprovenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La recherche s’est arrêtée à sa limite : le meilleur trouvé jusqu’ici est ${i?.score} sur ${i?.n}, avec ${i?.order}. Rien ne prouve que ce soit le meilleur.`)
};

const es_tr_best_unproven = /** @type {(inputs: Tr_Best_UnprovenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La búsqueda se detuvo en su límite: lo mejor hallado hasta ahora es ${i?.score} de ${i?.n}, con ${i?.order}. No está demostrado que sea lo mejor.`)
};

/**
* | output |
* | --- |
* | "The search stopped at its limit: the best found so far is {score} of {n}, with {order}. It is not proven the best." |
*
* @param {Tr_Best_UnprovenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_best_unproven = /** @type {((inputs: Tr_Best_UnprovenInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Best_UnprovenInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_best_unproven(inputs)
	if (locale === "fr") return fr_tr_best_unproven(inputs)
	if (locale === "es") return es_tr_best_unproven(inputs)
	return en_tr_best_unproven(inputs)
});