/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Relay_RemovedInputs */

const en_tb_relay_removed = /** @type {(inputs: Tb_Relay_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The relay no longer lets this phone follow the table.`)
};

const de_tb_relay_removed = /** @type {(inputs: Tb_Relay_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Relay lässt dieses Handy dem Tisch nicht mehr folgen.`)
};

const fr_tb_relay_removed = /** @type {(inputs: Tb_Relay_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le relais ne laisse plus ce téléphone suivre la table.`)
};

const es_tb_relay_removed = /** @type {(inputs: Tb_Relay_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El relé ya no deja que este móvil siga la mesa.`)
};

/**
* | output |
* | --- |
* | "The relay no longer lets this phone follow the table." |
*
* @param {Tb_Relay_RemovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_relay_removed = /** @type {((inputs?: Tb_Relay_RemovedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Relay_RemovedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_relay_removed(inputs)
	if (locale === "fr") return fr_tb_relay_removed(inputs)
	if (locale === "es") return es_tb_relay_removed(inputs)
	return en_tb_relay_removed(inputs)
});