/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pl_No_NameInputs */

const en_pl_no_name = /** @type {(inputs: Pl_No_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This address names no player. Choose one on the Players page.`)
};

const de_pl_no_name = /** @type {(inputs: Pl_No_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Adresse nennt keinen Spieler. Wähle einen auf der Seite „Spieler“.`)
};

const fr_pl_no_name = /** @type {(inputs: Pl_No_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette adresse ne nomme aucun joueur. Choisissez-en un sur la page Joueurs.`)
};

const es_pl_no_name = /** @type {(inputs: Pl_No_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta dirección no nombra a ningún jugador. Elige uno en la página Jugadores.`)
};

/**
* | output |
* | --- |
* | "This address names no player. Choose one on the Players page." |
*
* @param {Pl_No_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_no_name = /** @type {((inputs?: Pl_No_NameInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_No_NameInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_no_name(inputs)
	if (locale === "fr") return fr_pl_no_name(inputs)
	if (locale === "es") return es_pl_no_name(inputs)
	return en_pl_no_name(inputs)
});