/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Out_Of_WorkInputs */

const en_sub_out_of_work = /** @type {(inputs: Sub_Out_Of_WorkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The checker could not decide this within its work limit; it gives no answer rather than a guess.`)
};

const de_sub_out_of_work = /** @type {(inputs: Sub_Out_Of_WorkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Prüfer konnte das innerhalb seiner Rechengrenze nicht entscheiden; er gibt lieber keine Antwort als eine geratene.`)
};

const fr_sub_out_of_work = /** @type {(inputs: Sub_Out_Of_WorkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le vérificateur n’a pas pu trancher dans sa limite de calcul ; il préfère ne pas répondre plutôt que deviner.`)
};

const es_sub_out_of_work = /** @type {(inputs: Sub_Out_Of_WorkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El comprobador no pudo decidirlo dentro de su límite de cálculo; prefiere no responder a adivinar.`)
};

/**
* | output |
* | --- |
* | "The checker could not decide this within its work limit; it gives no answer rather than a guess." |
*
* @param {Sub_Out_Of_WorkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_out_of_work = /** @type {((inputs?: Sub_Out_Of_WorkInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Out_Of_WorkInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_out_of_work(inputs)
	if (locale === "fr") return fr_sub_out_of_work(inputs)
	if (locale === "es") return es_sub_out_of_work(inputs)
	return en_sub_out_of_work(inputs)
});