/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Relay_Too_ManyInputs */

const en_tb_relay_too_many = /** @type {(inputs: Tb_Relay_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many updates came at once from this phone. It reconnects by itself.`)
};

const de_tb_relay_too_many = /** @type {(inputs: Tb_Relay_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Von diesem Handy kamen zu viele Änderungen auf einmal. Es verbindet sich von selbst wieder.`)
};

const fr_tb_relay_too_many = /** @type {(inputs: Tb_Relay_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop de mises à jour sont arrivées d’un coup de ce téléphone. Il se reconnecte tout seul.`)
};

const es_tb_relay_too_many = /** @type {(inputs: Tb_Relay_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Llegaron demasiadas actualizaciones a la vez desde este móvil. Se vuelve a conectar solo.`)
};

/**
* | output |
* | --- |
* | "Too many updates came at once from this phone. It reconnects by itself." |
*
* @param {Tb_Relay_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_relay_too_many = /** @type {((inputs?: Tb_Relay_Too_ManyInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Relay_Too_ManyInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_relay_too_many(inputs)
	if (locale === "fr") return fr_tb_relay_too_many(inputs)
	if (locale === "es") return es_tb_relay_too_many(inputs)
	return en_tb_relay_too_many(inputs)
});