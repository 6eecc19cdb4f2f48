/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rules_House_RuleInputs */

const en_rules_house_rule = /** @type {(inputs: Rules_House_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`House rule: can be changed when a game is created.`)
};

const de_rules_house_rule = /** @type {(inputs: Rules_House_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hausregel: lässt sich beim Anlegen eines Spiels ändern.`)
};

const fr_rules_house_rule = /** @type {(inputs: Rules_House_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Règle maison : modifiable à la création d’une partie.`)
};

const es_rules_house_rule = /** @type {(inputs: Rules_House_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regla de la casa: se puede cambiar al crear una partida.`)
};

/**
* | output |
* | --- |
* | "House rule: can be changed when a game is created." |
*
* @param {Rules_House_RuleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const rules_house_rule = /** @type {((inputs?: Rules_House_RuleInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rules_House_RuleInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rules_house_rule(inputs)
	if (locale === "fr") return fr_rules_house_rule(inputs)
	if (locale === "es") return es_rules_house_rule(inputs)
	return en_rules_house_rule(inputs)
});