/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ round: NonNullable<unknown> }} Tn_Np_Joiner_HelpInputs */

const en_tn_np_joiner_help = /** @type {(inputs: Tn_Np_Joiner_HelpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`They take the next seat from round ${i?.round}. The starting score stands for the rounds played before they came: 0 unless the table agrees otherwise.`)
};

const de_tn_np_joiner_help = /** @type {(inputs: Tn_Np_Joiner_HelpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der neue Spieler sitzt ab Runde ${i?.round} auf dem nächsten Platz. Die Startpunktzahl steht für die Runden, die vorher gespielt wurden: 0, wenn der Tisch nichts anderes vereinbart.`)
};

const fr_tn_np_joiner_help = /** @type {(inputs: Tn_Np_Joiner_HelpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le nouveau joueur prend la place suivante dès la manche ${i?.round}. Le score de départ compte pour les manches jouées avant son arrivée : 0, sauf si la table en décide autrement.`)
};

const es_tn_np_joiner_help = /** @type {(inputs: Tn_Np_Joiner_HelpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ocupa el siguiente asiento desde la ronda ${i?.round}. La puntuación inicial cuenta por las rondas jugadas antes de su llegada: 0, salvo que la mesa acuerde otra cosa.`)
};

/**
* | output |
* | --- |
* | "They take the next seat from round {round}. The starting score stands for the rounds played before they came: 0 unless the table agrees otherwise." |
*
* @param {Tn_Np_Joiner_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_np_joiner_help = /** @type {((inputs: Tn_Np_Joiner_HelpInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Np_Joiner_HelpInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_np_joiner_help(inputs)
	if (locale === "fr") return fr_tn_np_joiner_help(inputs)
	if (locale === "es") return es_tn_np_joiner_help(inputs)
	return en_tn_np_joiner_help(inputs)
});