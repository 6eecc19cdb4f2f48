/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Round_ForgedInputs */

const en_tb_round_forged = /** @type {(inputs: Tb_Round_ForgedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The secret round in the shared table was not opened by a phone at the table, or cannot be read, so it is ignored.`)
};

const de_tb_round_forged = /** @type {(inputs: Tb_Round_ForgedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die geheime Runde am geteilten Tisch wurde nicht von einem Handy am Tisch eröffnet oder ist nicht lesbar, deshalb wird sie übergangen.`)
};

const fr_tb_round_forged = /** @type {(inputs: Tb_Round_ForgedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le tour secret de la table partagée n’a pas été ouvert par un téléphone de la table, ou est illisible : il est donc ignoré.`)
};

const es_tb_round_forged = /** @type {(inputs: Tb_Round_ForgedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La ronda secreta de la mesa compartida no la abrió un móvil de la mesa, o no se puede leer, así que se ignora.`)
};

/**
* | output |
* | --- |
* | "The secret round in the shared table was not opened by a phone at the table, or cannot be read, so it is ignored." |
*
* @param {Tb_Round_ForgedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_round_forged = /** @type {((inputs?: Tb_Round_ForgedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Round_ForgedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_round_forged(inputs)
	if (locale === "fr") return fr_tb_round_forged(inputs)
	if (locale === "es") return es_tb_round_forged(inputs)
	return en_tb_round_forged(inputs)
});