/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Hr_N_HelpInputs */

const en_fm_hr_n_help = /** @type {(inputs: Fm_Hr_N_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every list in the game has n different integers. Ideally a multiple of the number of players minus one, so every chooser adds the same number of terms to a′.`)
};

const de_fm_hr_n_help = /** @type {(inputs: Fm_Hr_N_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jede Liste im Spiel hat n verschiedene ganze Zahlen. Am besten ein Vielfaches der Spielerzahl minus eins, damit jeder Wählende gleich viele Glieder zu a′ beiträgt.`)
};

const fr_fm_hr_n_help = /** @type {(inputs: Fm_Hr_N_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque liste de la partie a n entiers différents. Idéalement un multiple du nombre de joueurs moins un, pour que chaque choix ajoute autant de termes à a′.`)
};

const es_fm_hr_n_help = /** @type {(inputs: Fm_Hr_N_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada lista de la partida tiene n enteros distintos. Lo ideal es un múltiplo del número de jugadores menos uno, para que cada jugador que elige añada los mismos términos a a′.`)
};

/**
* | output |
* | --- |
* | "Every list in the game has n different integers. Ideally a multiple of the number of players minus one, so every chooser adds the same number of terms to a′." |
*
* @param {Fm_Hr_N_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_hr_n_help = /** @type {((inputs?: Fm_Hr_N_HelpInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Hr_N_HelpInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_hr_n_help(inputs)
	if (locale === "fr") return fr_fm_hr_n_help(inputs)
	if (locale === "es") return es_fm_hr_n_help(inputs)
	return en_fm_hr_n_help(inputs)
});