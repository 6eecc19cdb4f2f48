/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, card: NonNullable<unknown>, round: NonNullable<unknown>, joins: NonNullable<unknown> }} Reframing_Card_Not_YetInputs */

const en_reframing_card_not_yet = /** @type {(inputs: Reframing_Card_Not_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} cannot use their ${i?.card} in round ${i?.round}: the ${i?.card}s join the decks in round ${i?.joins}.`)
};

const de_reframing_card_not_yet = /** @type {(inputs: Reframing_Card_Not_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} kann die ${i?.card} in Runde ${i?.round} nicht spielen: Die ${i?.card} kommt erst in Runde ${i?.joins} in die Stapel.`)
};

const fr_reframing_card_not_yet = /** @type {(inputs: Reframing_Card_Not_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ne peut pas jouer son ${i?.card} à la manche ${i?.round} : les ${i?.card} entrent dans les paquets à la manche ${i?.joins}.`)
};

const es_reframing_card_not_yet = /** @type {(inputs: Reframing_Card_Not_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} no puede usar su ${i?.card} en la ronda ${i?.round}: los ${i?.card} entran en los mazos en la ronda ${i?.joins}.`)
};

/**
* | output |
* | --- |
* | "{name} cannot use their {card} in round {round}: the {card}s join the decks in round {joins}." |
*
* @param {Reframing_Card_Not_YetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_card_not_yet = /** @type {((inputs: Reframing_Card_Not_YetInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Card_Not_YetInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_card_not_yet(inputs)
	if (locale === "fr") return fr_reframing_card_not_yet(inputs)
	if (locale === "es") return es_reframing_card_not_yet(inputs)
	return en_reframing_card_not_yet(inputs)
});