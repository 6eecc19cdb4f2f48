/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown>, written: NonNullable<unknown> }} Tn_Refusal_No_RoundInputs */

const en_tn_refusal_no_round = /** @type {(inputs: Tn_Refusal_No_RoundInputs) => LocalizedString} */ (i) => {const writtenPlural = registry.plural("en", i?.written, {});
	if (writtenPlural === "one") return /** @type {LocalizedString} */ (`There is no round ${i?.value} to correct: ${i?.written} round is written down.`);
	return /** @type {LocalizedString} */ (`There is no round ${i?.value} to correct: ${i?.written} rounds are written down.`)
	
};

const de_tn_refusal_no_round = /** @type {(inputs: Tn_Refusal_No_RoundInputs) => LocalizedString} */ (i) => {const writtenPlural = registry.plural("de", i?.written, {});
	if (writtenPlural === "one") return /** @type {LocalizedString} */ (`Es gibt keine Runde ${i?.value} zum Korrigieren: ${i?.written} Runde ist eingetragen.`);
	return /** @type {LocalizedString} */ (`Es gibt keine Runde ${i?.value} zum Korrigieren: ${i?.written} Runden sind eingetragen.`)
	
};

const fr_tn_refusal_no_round = /** @type {(inputs: Tn_Refusal_No_RoundInputs) => LocalizedString} */ (i) => {const writtenPlural = registry.plural("fr", i?.written, {});
	if (writtenPlural === "one") return /** @type {LocalizedString} */ (`Il n’y a pas de manche ${i?.value} à corriger : ${i?.written} manche est notée.`);
	return /** @type {LocalizedString} */ (`Il n’y a pas de manche ${i?.value} à corriger : ${i?.written} manches sont notées.`)
	
};

const es_tn_refusal_no_round = /** @type {(inputs: Tn_Refusal_No_RoundInputs) => LocalizedString} */ (i) => {const writtenPlural = registry.plural("es", i?.written, {});
	if (writtenPlural === "one") return /** @type {LocalizedString} */ (`No hay ronda ${i?.value} que corregir: hay ${i?.written} ronda anotada.`);
	return /** @type {LocalizedString} */ (`No hay ronda ${i?.value} que corregir: hay ${i?.written} rondas anotadas.`)
	
};

/**
* | writtenPlural | output |
* | --- | --- |
* | "one" | "There is no round {value} to correct: {written} round is written down." |
* | * | "There is no round {value} to correct: {written} rounds are written down." |
*
* @param {Tn_Refusal_No_RoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_refusal_no_round = /** @type {((inputs: Tn_Refusal_No_RoundInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Refusal_No_RoundInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_refusal_no_round(inputs)
	if (locale === "fr") return fr_tn_refusal_no_round(inputs)
	if (locale === "es") return es_tn_refusal_no_round(inputs)
	return en_tn_refusal_no_round(inputs)
});