/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ relay: NonNullable<unknown> }} Settings_Relay_OwnInputs */

const en_settings_relay_own = /** @type {(inputs: Settings_Relay_OwnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A game shared with other phones goes through a relay (see the README for running one). This copy of Tablemate uses the relay at its own address (${i?.relay}) unless you choose another here, and can reach only a relay at its own address.`)
};

const de_settings_relay_own = /** @type {(inputs: Settings_Relay_OwnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein mit anderen Handys geteiltes Spiel läuft über ein Relay (wie man eines betreibt, steht in der README). Diese Tablemate-Kopie nutzt das Relay unter ihrer eigenen Adresse (${i?.relay}), sofern du hier kein anderes wählst, und kann nur ein Relay unter ihrer eigenen Adresse erreichen.`)
};

const fr_settings_relay_own = /** @type {(inputs: Settings_Relay_OwnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Une partie partagée avec d’autres téléphones passe par un relais (le README explique comment en faire tourner un). Cette copie de Tablemate utilise le relais à sa propre adresse (${i?.relay}), sauf si vous en choisissez un autre ici, et ne peut joindre qu’un relais à sa propre adresse.`)
};

const es_settings_relay_own = /** @type {(inputs: Settings_Relay_OwnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Una partida compartida con otros teléfonos pasa por un relé (el README explica cómo montar uno). Esta copia de Tablemate usa el relé de su propia dirección (${i?.relay}) salvo que elijas otro aquí, y solo puede conectar con un relé en su propia dirección.`)
};

/**
* | output |
* | --- |
* | "A game shared with other phones goes through a relay (see the README for running one). This copy of Tablemate uses the relay at its own address ({relay}) unl..." |
*
* @param {Settings_Relay_OwnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_relay_own = /** @type {((inputs: Settings_Relay_OwnInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Relay_OwnInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_relay_own(inputs)
	if (locale === "fr") return fr_settings_relay_own(inputs)
	if (locale === "es") return es_settings_relay_own(inputs)
	return en_settings_relay_own(inputs)
});