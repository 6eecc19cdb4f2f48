/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pl_Chart_NoneInputs */

const en_pl_chart_none = /** @type {(inputs: Pl_Chart_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No finished game for this choice.`)
};

const de_pl_chart_none = /** @type {(inputs: Pl_Chart_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein beendetes Spiel für diese Auswahl.`)
};

const fr_pl_chart_none = /** @type {(inputs: Pl_Chart_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune partie terminée pour ce choix.`)
};

const es_pl_chart_none = /** @type {(inputs: Pl_Chart_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguna partida terminada para esta elección.`)
};

/**
* | output |
* | --- |
* | "No finished game for this choice." |
*
* @param {Pl_Chart_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_chart_none = /** @type {((inputs?: Pl_Chart_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_Chart_NoneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_chart_none(inputs)
	if (locale === "fr") return fr_pl_chart_none(inputs)
	if (locale === "es") return es_pl_chart_none(inputs)
	return en_pl_chart_none(inputs)
});