/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ left: NonNullable<unknown>, held: NonNullable<unknown> }} Perm_Last_BidsInputs */

const en_perm_last_bids = /** @type {(inputs: Perm_Last_BidsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`These counts leave ${i?.left} for the next pool, but that pool is the last card each player bid, and each player bids from the colours they held when the round began (${i?.held}).`)
};

const de_perm_last_bids = /** @type {(inputs: Perm_Last_BidsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Diese Anzahlen lassen ${i?.left} für die nächste Auslage, aber diese Auslage ist die letzte Karte, die jeder Spieler geboten hat, und jeder Spieler bietet aus den Farben, die er zu Beginn der Runde hatte (${i?.held}).`)
};

const fr_perm_last_bids = /** @type {(inputs: Perm_Last_BidsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ces comptes laissent ${i?.left} pour la prochaine réserve, mais cette réserve est faite de la dernière carte misée par chaque joueur, et chaque joueur mise parmi les couleurs qu’il avait au début de la manche (${i?.held}).`)
};

const es_perm_last_bids = /** @type {(inputs: Perm_Last_BidsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Estos recuentos dejan ${i?.left} para la próxima reserva, pero esa reserva es la última carta que pujó cada jugador, y cada jugador puja con los colores que tenía al empezar la ronda (${i?.held}).`)
};

/**
* | output |
* | --- |
* | "These counts leave {left} for the next pool, but that pool is the last card each player bid, and each player bids from the colours they held when the round b..." |
*
* @param {Perm_Last_BidsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_last_bids = /** @type {((inputs: Perm_Last_BidsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Last_BidsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_last_bids(inputs)
	if (locale === "fr") return fr_perm_last_bids(inputs)
	if (locale === "es") return es_perm_last_bids(inputs)
	return en_perm_last_bids(inputs)
});