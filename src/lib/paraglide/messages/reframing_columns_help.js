/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Columns_HelpInputs */

const en_reframing_columns_help = /** @type {(inputs: Reframing_Columns_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cards: the round’s card points. Capped: the same, raised to 0 when negative. Bonus: points from guesses (round 3) and names (round 7), added after the cap.`)
};

const de_reframing_columns_help = /** @type {(inputs: Reframing_Columns_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karten: die Kartenpunkte der Runde. Gekappt: dieselben, auf 0 angehoben, wenn negativ. Bonus: Punkte aus Tipps (Runde 3) und Namen (Runde 7), nach dem Kappen addiert.`)
};

const fr_reframing_columns_help = /** @type {(inputs: Reframing_Columns_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartes : les points de cartes de la manche. Plafonné : les mêmes, ramenés à 0 s’ils sont négatifs. Bonus : points des pronostics (manche 3) et des noms (manche 7), ajoutés après le plafond.`)
};

const es_reframing_columns_help = /** @type {(inputs: Reframing_Columns_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartas: los puntos de cartas de la ronda. Limitado: lo mismo, subido a 0 si es negativo. Bonus: puntos de pronósticos (ronda 3) y nombres (ronda 7), sumados después del límite.`)
};

/**
* | output |
* | --- |
* | "Cards: the round’s card points. Capped: the same, raised to 0 when negative. Bonus: points from guesses (round 3) and names (round 7), added after the cap." |
*
* @param {Reframing_Columns_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_columns_help = /** @type {((inputs?: Reframing_Columns_HelpInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Columns_HelpInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_columns_help(inputs)
	if (locale === "fr") return fr_reframing_columns_help(inputs)
	if (locale === "es") return es_reframing_columns_help(inputs)
	return en_reframing_columns_help(inputs)
});