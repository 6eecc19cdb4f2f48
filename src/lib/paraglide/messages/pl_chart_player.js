/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Pl_Chart_PlayerInputs */

const en_pl_chart_player = /** @type {(inputs: Pl_Chart_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Games and wins of ${i?.name} per month`)
};

const de_pl_chart_player = /** @type {(inputs: Pl_Chart_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Spiele und Siege von ${i?.name} pro Monat`)
};

const fr_pl_chart_player = /** @type {(inputs: Pl_Chart_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Parties et victoires par mois : ${i?.name}`)
};

const es_pl_chart_player = /** @type {(inputs: Pl_Chart_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Partidas y victorias de ${i?.name} por mes`)
};

/**
* | output |
* | --- |
* | "Games and wins of {name} per month" |
*
* @param {Pl_Chart_PlayerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_chart_player = /** @type {((inputs: Pl_Chart_PlayerInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_Chart_PlayerInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_chart_player(inputs)
	if (locale === "fr") return fr_pl_chart_player(inputs)
	if (locale === "es") return es_pl_chart_player(inputs)
	return en_pl_chart_player(inputs)
});