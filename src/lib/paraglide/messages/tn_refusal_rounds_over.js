/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rounds: NonNullable<unknown> }} Tn_Refusal_Rounds_OverInputs */

const en_tn_refusal_rounds_over = /** @type {(inputs: Tn_Refusal_Rounds_OverInputs) => LocalizedString} */ (i) => {const roundsPlural = registry.plural("en", i?.rounds, {});
	if (roundsPlural === "one") return /** @type {LocalizedString} */ (`This game has ${i?.rounds} round, and it is written down: the game is over.`);
	return /** @type {LocalizedString} */ (`This game has ${i?.rounds} rounds, and all are written down: the game is over.`)
	
};

const de_tn_refusal_rounds_over = /** @type {(inputs: Tn_Refusal_Rounds_OverInputs) => LocalizedString} */ (i) => {const roundsPlural = registry.plural("de", i?.rounds, {});
	if (roundsPlural === "one") return /** @type {LocalizedString} */ (`Dieses Spiel hat ${i?.rounds} Runde, und sie ist eingetragen: Das Spiel ist vorbei.`);
	return /** @type {LocalizedString} */ (`Dieses Spiel hat ${i?.rounds} Runden, und alle sind eingetragen: Das Spiel ist vorbei.`)
	
};

const fr_tn_refusal_rounds_over = /** @type {(inputs: Tn_Refusal_Rounds_OverInputs) => LocalizedString} */ (i) => {const roundsPlural = registry.plural("fr", i?.rounds, {});
	if (roundsPlural === "one") return /** @type {LocalizedString} */ (`Cette partie a ${i?.rounds} manche, et elle est notée : la partie est finie.`);
	return /** @type {LocalizedString} */ (`Cette partie a ${i?.rounds} manches, et toutes sont notées : la partie est finie.`)
	
};

const es_tn_refusal_rounds_over = /** @type {(inputs: Tn_Refusal_Rounds_OverInputs) => LocalizedString} */ (i) => {const roundsPlural = registry.plural("es", i?.rounds, {});
	if (roundsPlural === "one") return /** @type {LocalizedString} */ (`Esta partida tiene ${i?.rounds} ronda, y ya está anotada: la partida ha terminado.`);
	return /** @type {LocalizedString} */ (`Esta partida tiene ${i?.rounds} rondas, y todas están anotadas: la partida ha terminado.`)
	
};

/**
* | roundsPlural | output |
* | --- | --- |
* | "one" | "This game has {rounds} round, and it is written down: the game is over." |
* | * | "This game has {rounds} rounds, and all are written down: the game is over." |
*
* @param {Tn_Refusal_Rounds_OverInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_refusal_rounds_over = /** @type {((inputs: Tn_Refusal_Rounds_OverInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Refusal_Rounds_OverInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_refusal_rounds_over(inputs)
	if (locale === "fr") return fr_tn_refusal_rounds_over(inputs)
	if (locale === "es") return es_tn_refusal_rounds_over(inputs)
	return en_tn_refusal_rounds_over(inputs)
});