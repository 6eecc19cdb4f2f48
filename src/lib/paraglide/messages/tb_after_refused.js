/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_After_RefusedInputs */

const en_tb_after_refused = /** @type {(inputs: Tb_After_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It was made after an entry from the same phone that was not counted, so it was not counted either.`)
};

const de_tb_after_refused = /** @type {(inputs: Tb_After_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Er wurde nach einem Eintrag desselben Handys gemacht, der nicht gezählt wurde, deshalb zählt er auch nicht.`)
};

const fr_tb_after_refused = /** @type {(inputs: Tb_After_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elle a été faite après une entrée du même téléphone qui n’a pas compté : elle ne compte donc pas non plus.`)
};

const es_tb_after_refused = /** @type {(inputs: Tb_After_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se hizo después de una entrada del mismo móvil que no contó, así que tampoco cuenta.`)
};

/**
* | output |
* | --- |
* | "It was made after an entry from the same phone that was not counted, so it was not counted either." |
*
* @param {Tb_After_RefusedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_after_refused = /** @type {((inputs?: Tb_After_RefusedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_After_RefusedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_after_refused(inputs)
	if (locale === "fr") return fr_tb_after_refused(inputs)
	if (locale === "es") return es_tb_after_refused(inputs)
	return en_tb_after_refused(inputs)
});