/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ round: NonNullable<unknown>, count: NonNullable<unknown> }} Reframing_Plays_LegendInputs */

const en_reframing_plays_legend = /** @type {(inputs: Reframing_Plays_LegendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cards to play onto frame ${i?.round} (up to three; ${i?.count} chosen)`)
};

const de_reframing_plays_legend = /** @type {(inputs: Reframing_Plays_LegendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Karten für Rahmen ${i?.round} (bis zu drei; ${i?.count} gewählt)`)
};

const fr_reframing_plays_legend = /** @type {(inputs: Reframing_Plays_LegendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cartes à jouer sur le cadre ${i?.round} (jusqu’à trois ; ${i?.count} choisie(s))`)
};

const es_reframing_plays_legend = /** @type {(inputs: Reframing_Plays_LegendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cartas para jugar en el marco ${i?.round} (hasta tres; ${i?.count} elegidas)`)
};

/**
* | output |
* | --- |
* | "Cards to play onto frame {round} (up to three; {count} chosen)" |
*
* @param {Reframing_Plays_LegendInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_plays_legend = /** @type {((inputs: Reframing_Plays_LegendInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Plays_LegendInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_plays_legend(inputs)
	if (locale === "fr") return fr_reframing_plays_legend(inputs)
	if (locale === "es") return es_reframing_plays_legend(inputs)
	return en_reframing_plays_legend(inputs)
});