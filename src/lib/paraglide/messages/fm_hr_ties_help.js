/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Hr_Ties_HelpInputs */

const en_fm_hr_ties_help = /** @type {(inputs: Fm_Hr_Ties_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ruling 6c: the tied players share the win, or everyone plays one more round to break the tie.`)
};

const de_fm_hr_ties_help = /** @type {(inputs: Fm_Hr_Ties_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auslegung 6c: Die Gleichauf-Liegenden teilen sich den Sieg, oder alle spielen eine weitere Runde, um den Gleichstand aufzulösen.`)
};

const fr_fm_hr_ties_help = /** @type {(inputs: Fm_Hr_Ties_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Précision 6c : les joueurs à égalité se partagent la victoire, ou tout le monde joue une manche de plus pour les départager.`)
};

const es_fm_hr_ties_help = /** @type {(inputs: Fm_Hr_Ties_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aclaración 6c: los jugadores empatados comparten la victoria, o todos juegan una ronda más para deshacer el empate.`)
};

/**
* | output |
* | --- |
* | "Ruling 6c: the tied players share the win, or everyone plays one more round to break the tie." |
*
* @param {Fm_Hr_Ties_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_hr_ties_help = /** @type {((inputs?: Fm_Hr_Ties_HelpInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Hr_Ties_HelpInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_hr_ties_help(inputs)
	if (locale === "fr") return fr_fm_hr_ties_help(inputs)
	if (locale === "es") return es_fm_hr_ties_help(inputs)
	return en_fm_hr_ties_help(inputs)
});