/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tm_Refusal_Coop_TargetInputs */

const en_tm_refusal_coop_target = /** @type {(inputs: Tm_Refusal_Coop_TargetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A co-operative game ends when the table records its result: it has no target score.`)
};

const de_tm_refusal_coop_target = /** @type {(inputs: Tm_Refusal_Coop_TargetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein kooperatives Spiel endet, wenn der Tisch sein Ergebnis einträgt: Es hat keine Zielpunktzahl.`)
};

const fr_tm_refusal_coop_target = /** @type {(inputs: Tm_Refusal_Coop_TargetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une partie coopérative se termine quand la table note son résultat : elle n’a pas de score à atteindre.`)
};

const es_tm_refusal_coop_target = /** @type {(inputs: Tm_Refusal_Coop_TargetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una partida cooperativa termina cuando la mesa anota su resultado: no tiene puntuación objetivo.`)
};

/**
* | output |
* | --- |
* | "A co-operative game ends when the table records its result: it has no target score." |
*
* @param {Tm_Refusal_Coop_TargetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tm_refusal_coop_target = /** @type {((inputs?: Tm_Refusal_Coop_TargetInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tm_Refusal_Coop_TargetInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tm_refusal_coop_target(inputs)
	if (locale === "fr") return fr_tm_refusal_coop_target(inputs)
	if (locale === "es") return es_tm_refusal_coop_target(inputs)
	return en_tm_refusal_coop_target(inputs)
});