/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_TranslatesInputs */

const en_sub_translates = /** @type {(inputs: Sub_TranslatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every element of A is in S: A is copies of one bounded set shifted along a lattice, and every copy lies in S (past a few of them they repeat).`)
};

const de_sub_translates = /** @type {(inputs: Sub_TranslatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedes Element von A liegt in S: A besteht aus Kopien einer beschränkten Menge, verschoben entlang eines Gitters, und jede Kopie liegt in S (nach einigen wiederholen sie sich).`)
};

const fr_sub_translates = /** @type {(inputs: Sub_TranslatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout élément de A est dans S : A est fait de copies d’un ensemble borné décalées le long d’un réseau, et chaque copie est dans S (au-delà de quelques-unes, elles se répètent).`)
};

const es_sub_translates = /** @type {(inputs: Sub_TranslatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo elemento de A está en S: A son copias de un conjunto acotado desplazadas a lo largo de un retículo, y cada copia está en S (pasadas unas pocas, se repiten).`)
};

/**
* | output |
* | --- |
* | "Every element of A is in S: A is copies of one bounded set shifted along a lattice, and every copy lies in S (past a few of them they repeat)." |
*
* @param {Sub_TranslatesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_translates = /** @type {((inputs?: Sub_TranslatesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_TranslatesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_translates(inputs)
	if (locale === "fr") return fr_sub_translates(inputs)
	if (locale === "es") return es_sub_translates(inputs)
	return en_sub_translates(inputs)
});