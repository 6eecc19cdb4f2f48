/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Hr_Thresholds_HelpInputs */

const en_fm_hr_thresholds_help = /** @type {(inputs: Fm_Hr_Thresholds_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The numbers in conditions 5, 8, 10 and 13 are written for 11 players. Scaling multiplies each by the number of players over 11, rounded, for tables of fewer than 11.`)
};

const de_fm_hr_thresholds_help = /** @type {(inputs: Fm_Hr_Thresholds_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Zahlen in den Bedingungen 5, 8, 10 und 13 sind für 11 Personen geschrieben. Angepasst wird jede mit der Spielerzahl geteilt durch 11 multipliziert und gerundet, für Tische mit weniger als 11.`)
};

const fr_fm_hr_thresholds_help = /** @type {(inputs: Fm_Hr_Thresholds_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les nombres des conditions 5, 8, 10 et 13 sont prévus pour 11 joueurs. L’ajustement multiplie chacun par le nombre de joueurs divisé par 11, arrondi, pour les tables de moins de 11.`)
};

const es_fm_hr_thresholds_help = /** @type {(inputs: Fm_Hr_Thresholds_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los números de las condiciones 5, 8, 10 y 13 están pensados para 11 jugadores. Al ajustarlos, cada uno se multiplica por el número de jugadores entre 11, redondeado, para mesas de menos de 11.`)
};

/**
* | output |
* | --- |
* | "The numbers in conditions 5, 8, 10 and 13 are written for 11 players. Scaling multiplies each by the number of players over 11, rounded, for tables of fewer ..." |
*
* @param {Fm_Hr_Thresholds_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_hr_thresholds_help = /** @type {((inputs?: Fm_Hr_Thresholds_HelpInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Hr_Thresholds_HelpInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_hr_thresholds_help(inputs)
	if (locale === "fr") return fr_fm_hr_thresholds_help(inputs)
	if (locale === "es") return es_fm_hr_thresholds_help(inputs)
	return en_fm_hr_thresholds_help(inputs)
});