/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Csv_TeamInputs */

const en_sb_csv_team = /** @type {(inputs: Sb_Csv_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team`)
};

const de_sb_csv_team = /** @type {(inputs: Sb_Csv_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team`)
};

const fr_sb_csv_team = /** @type {(inputs: Sb_Csv_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Équipe`)
};

const es_sb_csv_team = /** @type {(inputs: Sb_Csv_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Equipo`)
};

/**
* | output |
* | --- |
* | "Team" |
*
* @param {Sb_Csv_TeamInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_csv_team = /** @type {((inputs?: Sb_Csv_TeamInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Csv_TeamInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_csv_team(inputs)
	if (locale === "fr") return fr_sb_csv_team(inputs)
	if (locale === "es") return es_sb_csv_team(inputs)
	return en_sb_csv_team(inputs)
});