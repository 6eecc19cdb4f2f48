/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Shifted_IntervalsInputs */

const en_sub_shifted_intervals = /** @type {(inputs: Sub_Shifted_IntervalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every element of A is in S: S is copies of one interval shifted along a lattice, and the copies that can meet A cover it.`)
};

const de_sub_shifted_intervals = /** @type {(inputs: Sub_Shifted_IntervalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedes Element von A liegt in S: S besteht aus Kopien eines Intervalls, verschoben entlang eines Gitters, und die Kopien, die A treffen können, überdecken A.`)
};

const fr_sub_shifted_intervals = /** @type {(inputs: Sub_Shifted_IntervalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout élément de A est dans S : S est fait de copies d’un intervalle décalées le long d’un réseau, et les copies qui peuvent rencontrer A le recouvrent.`)
};

const es_sub_shifted_intervals = /** @type {(inputs: Sub_Shifted_IntervalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo elemento de A está en S: S son copias de un intervalo desplazadas a lo largo de un retículo, y las copias que pueden tocar A lo cubren.`)
};

/**
* | output |
* | --- |
* | "Every element of A is in S: S is copies of one interval shifted along a lattice, and the copies that can meet A cover it." |
*
* @param {Sub_Shifted_IntervalsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_shifted_intervals = /** @type {((inputs?: Sub_Shifted_IntervalsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Shifted_IntervalsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_shifted_intervals(inputs)
	if (locale === "fr") return fr_sub_shifted_intervals(inputs)
	if (locale === "es") return es_sub_shifted_intervals(inputs)
	return en_sub_shifted_intervals(inputs)
});