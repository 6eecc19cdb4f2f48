/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Other_HostInputs */

const en_tb_other_host = /** @type {(inputs: Tb_Other_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This table names another host than the one this phone joined before, so it was not joined. Nothing on this phone was changed.`)
};

const de_tb_other_host = /** @type {(inputs: Tb_Other_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Tisch nennt einen anderen Gastgeber als den, bei dem dieses Handy vorher beigetreten ist, deshalb wurde ihm nicht beigetreten. Auf diesem Handy wurde nichts geändert.`)
};

const fr_tb_other_host = /** @type {(inputs: Tb_Other_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette table nomme un autre hôte que celui que ce téléphone avait rejoint : elle n’a donc pas été rejointe. Rien n’a été modifié sur ce téléphone.`)
};

const es_tb_other_host = /** @type {(inputs: Tb_Other_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta mesa indica otro anfitrión que el que este móvil tenía antes, así que no te has unido. No se ha cambiado nada en este móvil.`)
};

/**
* | output |
* | --- |
* | "This table names another host than the one this phone joined before, so it was not joined. Nothing on this phone was changed." |
*
* @param {Tb_Other_HostInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_other_host = /** @type {((inputs?: Tb_Other_HostInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Other_HostInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_other_host(inputs)
	if (locale === "fr") return fr_tb_other_host(inputs)
	if (locale === "es") return es_tb_other_host(inputs)
	return en_tb_other_host(inputs)
});