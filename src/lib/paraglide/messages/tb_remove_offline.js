/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Remove_OfflineInputs */

const en_tb_remove_offline = /** @type {(inputs: Tb_Remove_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A phone can be removed only while this phone reaches the relay. Try again once it is back.`)
};

const de_tb_remove_offline = /** @type {(inputs: Tb_Remove_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Handy kann nur entfernt werden, solange dieses Handy das Relay erreicht. Versuche es noch einmal, sobald es wieder da ist.`)
};

const fr_tb_remove_offline = /** @type {(inputs: Tb_Remove_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un téléphone ne peut être retiré que si ce téléphone joint le relais. Réessayez quand il sera revenu.`)
};

const es_tb_remove_offline = /** @type {(inputs: Tb_Remove_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo se puede quitar un móvil mientras este móvil llega al relé. Vuelve a intentarlo cuando vuelva.`)
};

/**
* | output |
* | --- |
* | "A phone can be removed only while this phone reaches the relay. Try again once it is back." |
*
* @param {Tb_Remove_OfflineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_remove_offline = /** @type {((inputs?: Tb_Remove_OfflineInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Remove_OfflineInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_remove_offline(inputs)
	if (locale === "fr") return fr_tb_remove_offline(inputs)
	if (locale === "es") return es_tb_remove_offline(inputs)
	return en_tb_remove_offline(inputs)
});