/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Relay_ExpiredInputs */

const en_tb_relay_expired = /** @type {(inputs: Tb_Relay_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This table has expired: the relay no longer keeps it. The host can share the game again.`)
};

const de_tb_relay_expired = /** @type {(inputs: Tb_Relay_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Tisch ist abgelaufen: Das Relay bewahrt ihn nicht mehr auf. Der Gastgeber kann das Spiel erneut teilen.`)
};

const fr_tb_relay_expired = /** @type {(inputs: Tb_Relay_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette table a expiré : le relais ne la garde plus. L’hôte peut partager la partie à nouveau.`)
};

const es_tb_relay_expired = /** @type {(inputs: Tb_Relay_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta mesa ha caducado: el relé ya no la guarda. El anfitrión puede volver a compartir la partida.`)
};

/**
* | output |
* | --- |
* | "This table has expired: the relay no longer keeps it. The host can share the game again." |
*
* @param {Tb_Relay_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_relay_expired = /** @type {((inputs?: Tb_Relay_ExpiredInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Relay_ExpiredInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_relay_expired(inputs)
	if (locale === "fr") return fr_tb_relay_expired(inputs)
	if (locale === "es") return es_tb_relay_expired(inputs)
	return en_tb_relay_expired(inputs)
});