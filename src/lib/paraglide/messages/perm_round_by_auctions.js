/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Round_By_AuctionsInputs */

const en_perm_round_by_auctions = /** @type {(inputs: Perm_Round_By_AuctionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This round is being refereed auction by auction; finish it that way or undo its auctions first.`)
};

const de_perm_round_by_auctions = /** @type {(inputs: Perm_Round_By_AuctionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Runde wird Versteigerung für Versteigerung geleitet; beende sie so oder nimm zuerst ihre Versteigerungen zurück.`)
};

const fr_perm_round_by_auctions = /** @type {(inputs: Perm_Round_By_AuctionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette manche est arbitrée enchère par enchère ; termine-la ainsi ou annule d’abord ses enchères.`)
};

const es_perm_round_by_auctions = /** @type {(inputs: Perm_Round_By_AuctionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta ronda se está arbitrando subasta a subasta; termínala así o deshaz antes sus subastas.`)
};

/**
* | output |
* | --- |
* | "This round is being refereed auction by auction; finish it that way or undo its auctions first." |
*
* @param {Perm_Round_By_AuctionsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_round_by_auctions = /** @type {((inputs?: Perm_Round_By_AuctionsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Round_By_AuctionsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_round_by_auctions(inputs)
	if (locale === "fr") return fr_perm_round_by_auctions(inputs)
	if (locale === "es") return es_perm_round_by_auctions(inputs)
	return en_perm_round_by_auctions(inputs)
});