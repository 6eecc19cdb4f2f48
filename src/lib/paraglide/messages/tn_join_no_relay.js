/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Join_No_RelayInputs */

const en_tn_join_no_relay = /** @type {(inputs: Tn_Join_No_RelayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set the address of the table's relay in Settings first (the host knows it).`)
};

const de_tn_join_no_relay = /** @type {(inputs: Tn_Join_No_RelayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trage zuerst in den Einstellungen die Adresse des Relays dieses Tisches ein (der Gastgeber kennt sie).`)
};

const fr_tn_join_no_relay = /** @type {(inputs: Tn_Join_No_RelayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indiquez d’abord l’adresse du relais de la table dans les Réglages (l’hôte la connaît).`)
};

const es_tn_join_no_relay = /** @type {(inputs: Tn_Join_No_RelayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pon primero la dirección del relé de la mesa en Ajustes (el anfitrión la conoce).`)
};

/**
* | output |
* | --- |
* | "Set the address of the table's relay in Settings first (the host knows it)." |
*
* @param {Tn_Join_No_RelayInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_join_no_relay = /** @type {((inputs?: Tn_Join_No_RelayInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Join_No_RelayInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_join_no_relay(inputs)
	if (locale === "fr") return fr_tn_join_no_relay(inputs)
	if (locale === "es") return es_tn_join_no_relay(inputs)
	return en_tn_join_no_relay(inputs)
});