/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ score: NonNullable<unknown>, n: NonNullable<unknown>, order: NonNullable<unknown> }} Tr_Best_UncountedInputs */

const en_tr_best_uncounted = /** @type {(inputs: Tr_Best_UncountedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Best: ${i?.score} of ${i?.n}, with ${i?.order} (the search stopped before counting the other orders that reach it).`)
};

const de_tr_best_uncounted = /** @type {(inputs: Tr_Best_UncountedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Beste: ${i?.score} von ${i?.n}, mit ${i?.order} (die Suche hat aufgehört, bevor sie die anderen Reihenfolgen mit diesem Ergebnis gezählt hat).`)
};

const fr_tr_best_uncounted = /** @type {(inputs: Tr_Best_UncountedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Meilleur : ${i?.score} sur ${i?.n}, avec ${i?.order} (la recherche s’est arrêtée avant de compter les autres ordres qui l’atteignent).`)
};

const es_tr_best_uncounted = /** @type {(inputs: Tr_Best_UncountedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mejor: ${i?.score} de ${i?.n}, con ${i?.order} (la búsqueda se detuvo antes de contar los demás órdenes que lo alcanzan).`)
};

/**
* | output |
* | --- |
* | "Best: {score} of {n}, with {order} (the search stopped before counting the other orders that reach it)." |
*
* @param {Tr_Best_UncountedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_best_uncounted = /** @type {((inputs: Tr_Best_UncountedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Best_UncountedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_best_uncounted(inputs)
	if (locale === "fr") return fr_tr_best_uncounted(inputs)
	if (locale === "es") return es_tr_best_uncounted(inputs)
	return en_tr_best_uncounted(inputs)
});