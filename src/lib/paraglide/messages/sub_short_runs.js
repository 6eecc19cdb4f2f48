/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Short_RunsInputs */

const en_sub_short_runs = /** @type {(inputs: Sub_Short_RunsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every element of A is in S: each remainder run of these cards is shorter than every factor of its modulus, so the cards only say which remainders on those factors are equal and how small they are.`)
};

const de_sub_short_runs = /** @type {(inputs: Sub_Short_RunsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedes Element von A liegt in S: Jeder Restbereich dieser Karten ist kürzer als jeder Faktor seines Moduls, also sagen die Karten nur, welche Reste bei diesen Faktoren gleich sind und wie klein sie sind.`)
};

const fr_sub_short_runs = /** @type {(inputs: Sub_Short_RunsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout élément de A est dans S : chaque plage de restes de ces cartes est plus courte que chaque facteur de son module, donc les cartes disent seulement quels restes modulo ces facteurs sont égaux et combien ils sont petits.`)
};

const es_sub_short_runs = /** @type {(inputs: Sub_Short_RunsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo elemento de A está en S: cada tramo de restos de estas cartas es más corto que cada factor de su módulo, así que las cartas solo dicen qué restos respecto a esos factores son iguales y cuán pequeños son.`)
};

/**
* | output |
* | --- |
* | "Every element of A is in S: each remainder run of these cards is shorter than every factor of its modulus, so the cards only say which remainders on those fa..." |
*
* @param {Sub_Short_RunsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_short_runs = /** @type {((inputs?: Sub_Short_RunsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Short_RunsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_short_runs(inputs)
	if (locale === "fr") return fr_sub_short_runs(inputs)
	if (locale === "es") return es_sub_short_runs(inputs)
	return en_sub_short_runs(inputs)
});