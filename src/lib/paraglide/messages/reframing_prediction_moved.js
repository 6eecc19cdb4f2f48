/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, guesses: NonNullable<unknown> }} Reframing_Prediction_MovedInputs */

const en_reframing_prediction_moved = /** @type {(inputs: Reframing_Prediction_MovedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} card moved from frames 1 and 2 onto frame 3. Guesses: ${i?.guesses}.`);
	return /** @type {LocalizedString} */ (`${i?.count} cards moved from frames 1 and 2 onto frame 3. Guesses: ${i?.guesses}.`)
	
};

const de_reframing_prediction_moved = /** @type {(inputs: Reframing_Prediction_MovedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Karte ist von den Rahmen 1 und 2 auf Rahmen 3 gewandert. Tipps: ${i?.guesses}.`);
	return /** @type {LocalizedString} */ (`${i?.count} Karten sind von den Rahmen 1 und 2 auf Rahmen 3 gewandert. Tipps: ${i?.guesses}.`)
	
};

const fr_reframing_prediction_moved = /** @type {(inputs: Reframing_Prediction_MovedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} carte est passée des cadres 1 et 2 au cadre 3. Pronostics : ${i?.guesses}.`);
	return /** @type {LocalizedString} */ (`${i?.count} cartes sont passées des cadres 1 et 2 au cadre 3. Pronostics : ${i?.guesses}.`)
	
};

const es_reframing_prediction_moved = /** @type {(inputs: Reframing_Prediction_MovedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} carta pasó de los marcos 1 y 2 al marco 3. Pronósticos: ${i?.guesses}.`);
	return /** @type {LocalizedString} */ (`${i?.count} cartas pasaron de los marcos 1 y 2 al marco 3. Pronósticos: ${i?.guesses}.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} card moved from frames 1 and 2 onto frame 3. Guesses: {guesses}." |
* | * | "{count} cards moved from frames 1 and 2 onto frame 3. Guesses: {guesses}." |
*
* @param {Reframing_Prediction_MovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_prediction_moved = /** @type {((inputs: Reframing_Prediction_MovedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Prediction_MovedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_prediction_moved(inputs)
	if (locale === "fr") return fr_reframing_prediction_moved(inputs)
	if (locale === "es") return es_reframing_prediction_moved(inputs)
	return en_reframing_prediction_moved(inputs)
});