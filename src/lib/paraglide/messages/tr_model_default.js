/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Model_DefaultInputs */

const en_tr_model_default = /** @type {(inputs: Tr_Model_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By default the range runs from the smallest to the largest number you can see (a′ and your b-list). Change it if you expect the others to pick differently.`)
};

const de_tr_model_default = /** @type {(inputs: Tr_Model_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Standardmäßig reicht der Bereich von der kleinsten bis zur größten Zahl, die du siehst (a′ und deine b-Liste). Ändere ihn, wenn du erwartest, dass die anderen anders wählen.`)
};

const fr_tr_model_default = /** @type {(inputs: Tr_Model_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Par défaut, la plage va du plus petit au plus grand nombre que tu vois (a′ et ta liste b). Change-la si tu penses que les autres choisiront autrement.`)
};

const es_tr_model_default = /** @type {(inputs: Tr_Model_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por defecto, el rango va del número más pequeño al más grande que ves (a′ y tu lista b). Cámbialo si crees que los demás elegirán de otra forma.`)
};

/**
* | output |
* | --- |
* | "By default the range runs from the smallest to the largest number you can see (a′ and your b-list). Change it if you expect the others to pick differently." |
*
* @param {Tr_Model_DefaultInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_model_default = /** @type {((inputs?: Tr_Model_DefaultInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Model_DefaultInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_model_default(inputs)
	if (locale === "fr") return fr_tr_model_default(inputs)
	if (locale === "es") return es_tr_model_default(inputs)
	return en_tr_model_default(inputs)
});