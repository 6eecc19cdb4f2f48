/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Relay_OriginInputs */

const en_tb_relay_origin = /** @type {(inputs: Tb_Relay_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This relay does not serve the app at this address, so this phone cannot share through it. Check the relay in Settings, or ask whoever runs it to allow this address.`)
};

const de_tb_relay_origin = /** @type {(inputs: Tb_Relay_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Relay bedient die App unter dieser Adresse nicht, deshalb kann dieses Handy nicht darüber teilen. Prüfe das Relay in den Einstellungen oder bitte den Betreiber, diese Adresse zuzulassen.`)
};

const fr_tb_relay_origin = /** @type {(inputs: Tb_Relay_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce relais ne sert pas l’appli à cette adresse : ce téléphone ne peut donc pas partager par lui. Vérifiez le relais dans les Réglages, ou demandez à qui le gère d’autoriser cette adresse.`)
};

const es_tb_relay_origin = /** @type {(inputs: Tb_Relay_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este relé no atiende a la app en esta dirección, así que este móvil no puede compartir a través de él. Revisa el relé en Ajustes o pide a quien lo gestiona que permita esta dirección.`)
};

/**
* | output |
* | --- |
* | "This relay does not serve the app at this address, so this phone cannot share through it. Check the relay in Settings, or ask whoever runs it to allow this a..." |
*
* @param {Tb_Relay_OriginInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_relay_origin = /** @type {((inputs?: Tb_Relay_OriginInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Relay_OriginInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_relay_origin(inputs)
	if (locale === "fr") return fr_tb_relay_origin(inputs)
	if (locale === "es") return es_tb_relay_origin(inputs)
	return en_tb_relay_origin(inputs)
});