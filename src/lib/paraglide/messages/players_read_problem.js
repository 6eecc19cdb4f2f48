/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Players_Read_ProblemInputs */

const en_players_read_problem = /** @type {(inputs: Players_Read_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The saved players cannot be read in this browser window (private browsing can block storage). Reload the page and try again.`)
};

const de_players_read_problem = /** @type {(inputs: Players_Read_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die gespeicherten Spieler lassen sich in diesem Browserfenster nicht lesen (privates Surfen kann den Speicher sperren). Lade die Seite neu und versuche es noch einmal.`)
};

const fr_players_read_problem = /** @type {(inputs: Players_Read_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les joueurs enregistrés ne peuvent pas être lus dans cette fenêtre (la navigation privée peut bloquer le stockage). Rechargez la page et réessayez.`)
};

const es_players_read_problem = /** @type {(inputs: Players_Read_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pueden leer los jugadores guardados en esta ventana (la navegación privada puede bloquear el almacenamiento). Recarga la página y vuelve a intentarlo.`)
};

/**
* | output |
* | --- |
* | "The saved players cannot be read in this browser window (private browsing can block storage). Reload the page and try again." |
*
* @param {Players_Read_ProblemInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const players_read_problem = /** @type {((inputs?: Players_Read_ProblemInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Players_Read_ProblemInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_players_read_problem(inputs)
	if (locale === "fr") return fr_players_read_problem(inputs)
	if (locale === "es") return es_players_read_problem(inputs)
	return en_players_read_problem(inputs)
});