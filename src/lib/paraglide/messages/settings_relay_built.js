/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ relay: NonNullable<unknown> }} Settings_Relay_BuiltInputs */

const en_settings_relay_built = /** @type {(inputs: Settings_Relay_BuiltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A game shared with other phones goes through a relay (see the README for running one). This copy of Tablemate uses ${i?.relay} unless you choose another here, and can reach that one or one at its own address.`)
};

const de_settings_relay_built = /** @type {(inputs: Settings_Relay_BuiltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein mit anderen Handys geteiltes Spiel läuft über ein Relay (wie man eines betreibt, steht in der README). Diese Tablemate-Kopie nutzt ${i?.relay}, sofern du hier kein anderes wählst, und kann dieses oder eines unter ihrer eigenen Adresse erreichen.`)
};

const fr_settings_relay_built = /** @type {(inputs: Settings_Relay_BuiltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Une partie partagée avec d’autres téléphones passe par un relais (le README explique comment en faire tourner un). Cette copie de Tablemate utilise ${i?.relay}, sauf si vous en choisissez un autre ici, et peut joindre celui-ci ou un relais à sa propre adresse.`)
};

const es_settings_relay_built = /** @type {(inputs: Settings_Relay_BuiltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Una partida compartida con otros teléfonos pasa por un relé (el README explica cómo montar uno). Esta copia de Tablemate usa ${i?.relay} salvo que elijas otro aquí, y puede conectar con ese o con uno en su propia dirección.`)
};

/**
* | output |
* | --- |
* | "A game shared with other phones goes through a relay (see the README for running one). This copy of Tablemate uses {relay} unless you choose another here, an..." |
*
* @param {Settings_Relay_BuiltInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_relay_built = /** @type {((inputs: Settings_Relay_BuiltInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Relay_BuiltInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_relay_built(inputs)
	if (locale === "fr") return fr_settings_relay_built(inputs)
	if (locale === "es") return es_settings_relay_built(inputs)
	return en_settings_relay_built(inputs)
});