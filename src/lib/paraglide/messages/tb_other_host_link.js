/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Other_Host_LinkInputs */

const en_tb_other_host_link = /** @type {(inputs: Tb_Other_Host_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This table names another host than the phone whose link or QR code was opened, so it was not joined. Nothing on this phone was changed.`)
};

const de_tb_other_host_link = /** @type {(inputs: Tb_Other_Host_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Tisch nennt einen anderen Gastgeber als das Handy, dessen Link oder QR-Code geöffnet wurde, deshalb wurde ihm nicht beigetreten. Auf diesem Handy wurde nichts geändert.`)
};

const fr_tb_other_host_link = /** @type {(inputs: Tb_Other_Host_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette table nomme un autre hôte que le téléphone dont le lien ou le QR code a été ouvert : elle n’a donc pas été rejointe. Rien n’a été modifié sur ce téléphone.`)
};

const es_tb_other_host_link = /** @type {(inputs: Tb_Other_Host_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta mesa indica otro anfitrión que el móvil cuyo enlace o código QR se abrió, así que no te has unido. No se ha cambiado nada en este móvil.`)
};

/**
* | output |
* | --- |
* | "This table names another host than the phone whose link or QR code was opened, so it was not joined. Nothing on this phone was changed." |
*
* @param {Tb_Other_Host_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_other_host_link = /** @type {((inputs?: Tb_Other_Host_LinkInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Other_Host_LinkInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_other_host_link(inputs)
	if (locale === "fr") return fr_tb_other_host_link(inputs)
	if (locale === "es") return es_tb_other_host_link(inputs)
	return en_tb_other_host_link(inputs)
});