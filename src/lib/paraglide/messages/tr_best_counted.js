/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, score: NonNullable<unknown>, n: NonNullable<unknown>, order: NonNullable<unknown> }} Tr_Best_CountedInputs */

const en_tr_best_counted = /** @type {(inputs: Tr_Best_CountedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Best: ${i?.score} of ${i?.n}, with ${i?.order} (${i?.count} order reaches it).`);
	return /** @type {LocalizedString} */ (`Best: ${i?.score} of ${i?.n}, with ${i?.order} (${i?.count} orders reach it).`)
	
};

const de_tr_best_counted = /** @type {(inputs: Tr_Best_CountedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Beste: ${i?.score} von ${i?.n}, mit ${i?.order} (${i?.count} Reihenfolge erreicht das).`);
	return /** @type {LocalizedString} */ (`Beste: ${i?.score} von ${i?.n}, mit ${i?.order} (${i?.count} Reihenfolgen erreichen das).`)
	
};

const fr_tr_best_counted = /** @type {(inputs: Tr_Best_CountedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Meilleur : ${i?.score} sur ${i?.n}, avec ${i?.order} (${i?.count} ordre l’atteint).`);
	return /** @type {LocalizedString} */ (`Meilleur : ${i?.score} sur ${i?.n}, avec ${i?.order} (${i?.count} ordres l’atteignent).`)
	
};

const es_tr_best_counted = /** @type {(inputs: Tr_Best_CountedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Mejor: ${i?.score} de ${i?.n}, con ${i?.order} (${i?.count} orden lo alcanza).`);
	return /** @type {LocalizedString} */ (`Mejor: ${i?.score} de ${i?.n}, con ${i?.order} (${i?.count} órdenes lo alcanzan).`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Best: {score} of {n}, with {order} ({count} order reaches it)." |
* | * | "Best: {score} of {n}, with {order} ({count} orders reach it)." |
*
* @param {Tr_Best_CountedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_best_counted = /** @type {((inputs: Tr_Best_CountedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Best_CountedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_best_counted(inputs)
	if (locale === "fr") return fr_tr_best_counted(inputs)
	if (locale === "es") return es_tr_best_counted(inputs)
	return en_tr_best_counted(inputs)
});