/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rounds: NonNullable<unknown> }} Tn_Np_RoundsInputs */

const en_tn_np_rounds = /** @type {(inputs: Tn_Np_RoundsInputs) => LocalizedString} */ (i) => {const roundsPlural = registry.plural("en", i?.rounds, {});
	if (roundsPlural === "one") return /** @type {LocalizedString} */ (`${i?.rounds} round`);
	return /** @type {LocalizedString} */ (`${i?.rounds} rounds`)
	
};

const de_tn_np_rounds = /** @type {(inputs: Tn_Np_RoundsInputs) => LocalizedString} */ (i) => {const roundsPlural = registry.plural("de", i?.rounds, {});
	if (roundsPlural === "one") return /** @type {LocalizedString} */ (`${i?.rounds} Runde`);
	return /** @type {LocalizedString} */ (`${i?.rounds} Runden`)
	
};

const fr_tn_np_rounds = /** @type {(inputs: Tn_Np_RoundsInputs) => LocalizedString} */ (i) => {const roundsPlural = registry.plural("fr", i?.rounds, {});
	if (roundsPlural === "one") return /** @type {LocalizedString} */ (`${i?.rounds} manche`);
	return /** @type {LocalizedString} */ (`${i?.rounds} manches`)
	
};

const es_tn_np_rounds = /** @type {(inputs: Tn_Np_RoundsInputs) => LocalizedString} */ (i) => {const roundsPlural = registry.plural("es", i?.rounds, {});
	if (roundsPlural === "one") return /** @type {LocalizedString} */ (`${i?.rounds} ronda`);
	return /** @type {LocalizedString} */ (`${i?.rounds} rondas`)
	
};

/**
* | roundsPlural | output |
* | --- | --- |
* | "one" | "{rounds} round" |
* | * | "{rounds} rounds" |
*
* @param {Tn_Np_RoundsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_np_rounds = /** @type {((inputs: Tn_Np_RoundsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Np_RoundsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_np_rounds(inputs)
	if (locale === "fr") return fr_tn_np_rounds(inputs)
	if (locale === "es") return es_tn_np_rounds(inputs)
	return en_tn_np_rounds(inputs)
});