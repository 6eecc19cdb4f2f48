/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, card: NonNullable<unknown>, list: NonNullable<unknown> }} Reframing_Card_TwiceInputs */

const en_reframing_card_twice = /** @type {(inputs: Reframing_Card_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} named the ${i?.card} twice among the ${i?.list}: each card can appear only once.`)
};

const de_reframing_card_twice = /** @type {(inputs: Reframing_Card_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hat die ${i?.card} zweimal unter den ${i?.list} genannt: Jede Karte darf nur einmal vorkommen.`)
};

const fr_reframing_card_twice = /** @type {(inputs: Reframing_Card_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a cité le ${i?.card} deux fois parmi les ${i?.list} : chaque carte ne peut apparaître qu’une fois.`)
};

const es_reframing_card_twice = /** @type {(inputs: Reframing_Card_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ha indicado el ${i?.card} dos veces entre las ${i?.list}: cada carta solo puede aparecer una vez.`)
};

/**
* | output |
* | --- |
* | "{name} named the {card} twice among the {list}: each card can appear only once." |
*
* @param {Reframing_Card_TwiceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_card_twice = /** @type {((inputs: Reframing_Card_TwiceInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Card_TwiceInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_card_twice(inputs)
	if (locale === "fr") return fr_reframing_card_twice(inputs)
	if (locale === "es") return es_reframing_card_twice(inputs)
	return en_reframing_card_twice(inputs)
});