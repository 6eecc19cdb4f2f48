/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ numbers: NonNullable<unknown>, low: NonNullable<unknown>, high: NonNullable<unknown>, samples: NonNullable<unknown> }} Tr_Model_SentenceInputs */

const en_tr_model_sentence = /** @type {(inputs: Tr_Model_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The others’ b-lists are secret, so the helper assumes each is ${i?.numbers} picked at random from ${i?.low} to ${i?.high}, and scores them over the same ${i?.samples} made-up lists every time.`)
};

const de_tr_model_sentence = /** @type {(inputs: Tr_Model_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die b-Listen der anderen sind geheim, also nimmt der Helfer an, dass jede aus ${i?.numbers} besteht, zufällig gewählt von ${i?.low} bis ${i?.high}, und wertet jedes Mal dieselben ${i?.samples} ausgedachten Listen aus.`)
};

const fr_tr_model_sentence = /** @type {(inputs: Tr_Model_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les listes b des autres sont secrètes : l’aide suppose que chacune est faite de ${i?.numbers} tirés au hasard de ${i?.low} à ${i?.high}, et les évalue à chaque fois sur les mêmes ${i?.samples} listes inventées.`)
};

const es_tr_model_sentence = /** @type {(inputs: Tr_Model_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Las listas b de los demás son secretas, así que la ayuda supone que cada una tiene ${i?.numbers} elegidos al azar de ${i?.low} a ${i?.high}, y las puntúa siempre con las mismas ${i?.samples} listas inventadas.`)
};

/**
* | output |
* | --- |
* | "The others’ b-lists are secret, so the helper assumes each is {numbers} picked at random from {low} to {high}, and scores them over the same {samples} made-u..." |
*
* @param {Tr_Model_SentenceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_model_sentence = /** @type {((inputs: Tr_Model_SentenceInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Model_SentenceInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_model_sentence(inputs)
	if (locale === "fr") return fr_tr_model_sentence(inputs)
	if (locale === "es") return es_tr_model_sentence(inputs)
	return en_tr_model_sentence(inputs)
});