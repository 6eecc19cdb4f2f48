/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_S_Over_By_RulesInputs */

const en_tn_s_over_by_rules = /** @type {(inputs: Tn_S_Over_By_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This game ended by its own rules. To play on, undo its last entry.`)
};

const de_tn_s_over_by_rules = /** @type {(inputs: Tn_S_Over_By_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Spiel ist nach seinen eigenen Regeln zu Ende. Um weiterzuspielen, mache den letzten Eintrag rückgängig.`)
};

const fr_tn_s_over_by_rules = /** @type {(inputs: Tn_S_Over_By_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette partie s’est terminée selon ses propres règles. Pour continuer, annulez sa dernière entrée.`)
};

const es_tn_s_over_by_rules = /** @type {(inputs: Tn_S_Over_By_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta partida terminó según sus propias reglas. Para seguir, deshaz su última entrada.`)
};

/**
* | output |
* | --- |
* | "This game ended by its own rules. To play on, undo its last entry." |
*
* @param {Tn_S_Over_By_RulesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_s_over_by_rules = /** @type {((inputs?: Tn_S_Over_By_RulesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_S_Over_By_RulesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_s_over_by_rules(inputs)
	if (locale === "fr") return fr_tn_s_over_by_rules(inputs)
	if (locale === "es") return es_tn_s_over_by_rules(inputs)
	return en_tn_s_over_by_rules(inputs)
});