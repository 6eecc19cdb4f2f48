/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_No_HostInputs */

const en_tb_no_host = /** @type {(inputs: Tb_No_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This table was shared by an older version of Tablemate, or names no host, so it was not joined. Ask the host to share the game again.`)
};

const de_tb_no_host = /** @type {(inputs: Tb_No_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Tisch wurde von einer älteren Version von Tablemate geteilt oder nennt keinen Gastgeber, deshalb wurde ihm nicht beigetreten. Bitte den Gastgeber, das Spiel erneut zu teilen.`)
};

const fr_tb_no_host = /** @type {(inputs: Tb_No_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette table a été partagée par une ancienne version de Tablemate, ou ne nomme aucun hôte : elle n’a donc pas été rejointe. Demandez à l’hôte de partager la partie à nouveau.`)
};

const es_tb_no_host = /** @type {(inputs: Tb_No_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta mesa la compartió una versión antigua de Tablemate, o no indica ningún anfitrión, así que no te has unido. Pide al anfitrión que vuelva a compartir la partida.`)
};

/**
* | output |
* | --- |
* | "This table was shared by an older version of Tablemate, or names no host, so it was not joined. Ask the host to share the game again." |
*
* @param {Tb_No_HostInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_no_host = /** @type {((inputs?: Tb_No_HostInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_No_HostInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_no_host(inputs)
	if (locale === "fr") return fr_tb_no_host(inputs)
	if (locale === "es") return es_tb_no_host(inputs)
	return en_tb_no_host(inputs)
});