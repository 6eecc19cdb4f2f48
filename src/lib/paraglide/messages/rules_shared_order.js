/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rules_Shared_OrderInputs */

const en_rules_shared_order = /** @type {(inputs: Rules_Shared_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When two phones record an entry for the same point of the game, the one made while its phone was in step with the table counts first, then the one made earlier by its clock; the other is not counted and stays listed, so it can be added again.`)
};

const de_rules_shared_order = /** @type {(inputs: Rules_Shared_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tragen zwei Handys einen Eintrag für dieselbe Stelle im Spiel ein, zählt zuerst der, dessen Handy dabei mit dem Tisch im Gleichschritt war, dann der nach seiner Uhr frühere; der andere zählt nicht, bleibt aber in der Liste, damit man ihn erneut eintragen kann.`)
};

const fr_rules_shared_order = /** @type {(inputs: Rules_Shared_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand deux téléphones notent une entrée pour le même moment de la partie, celle faite alors que son téléphone était synchronisé avec la table compte d’abord, puis celle faite la plus tôt selon son horloge ; l’autre ne compte pas et reste dans la liste, pour pouvoir être ajoutée à nouveau.`)
};

const es_rules_shared_order = /** @type {(inputs: Rules_Shared_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuando dos móviles anotan una entrada para el mismo momento de la partida, cuenta primero la hecha mientras su móvil estaba sincronizado con la mesa, y después la hecha antes según su reloj; la otra no cuenta y queda en la lista, para poder añadirla de nuevo.`)
};

/**
* | output |
* | --- |
* | "When two phones record an entry for the same point of the game, the one made while its phone was in step with the table counts first, then the one made earli..." |
*
* @param {Rules_Shared_OrderInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const rules_shared_order = /** @type {((inputs?: Rules_Shared_OrderInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rules_Shared_OrderInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rules_shared_order(inputs)
	if (locale === "fr") return fr_rules_shared_order(inputs)
	if (locale === "es") return es_rules_shared_order(inputs)
	return en_rules_shared_order(inputs)
});