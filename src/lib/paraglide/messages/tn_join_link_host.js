/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Join_Link_HostInputs */

const en_tn_join_link_host = /** @type {(inputs: Tn_Join_Link_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link names its host phone in a way that cannot be read, so the table was not joined. Scan the QR code again, or type the code.`)
};

const de_tn_join_link_host = /** @type {(inputs: Tn_Join_Link_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Link nennt das Handy des Gastgebers in unlesbarer Form, deshalb wurde dem Tisch nicht beigetreten. Scanne den QR-Code noch einmal oder tippe den Code ab.`)
};

const fr_tn_join_link_host = /** @type {(inputs: Tn_Join_Link_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien désigne le téléphone de l’hôte d’une façon illisible : la table n’a donc pas été rejointe. Scannez à nouveau le code QR, ou tapez le code.`)
};

const es_tn_join_link_host = /** @type {(inputs: Tn_Join_Link_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace nombra el móvil del anfitrión de una forma que no se puede leer, así que no se ha unido a la mesa. Vuelve a escanear el código QR o escribe el código.`)
};

/**
* | output |
* | --- |
* | "This link names its host phone in a way that cannot be read, so the table was not joined. Scan the QR code again, or type the code." |
*
* @param {Tn_Join_Link_HostInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_join_link_host = /** @type {((inputs?: Tn_Join_Link_HostInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Join_Link_HostInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_join_link_host(inputs)
	if (locale === "fr") return fr_tn_join_link_host(inputs)
	if (locale === "es") return es_tn_join_link_host(inputs)
	return en_tn_join_link_host(inputs)
});