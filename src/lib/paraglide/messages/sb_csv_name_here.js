/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Csv_Name_HereInputs */

const en_sb_csv_name_here = /** @type {(inputs: Sb_Csv_Name_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name in this game`)
};

const de_sb_csv_name_here = /** @type {(inputs: Sb_Csv_Name_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name in dieser Partie`)
};

const fr_sb_csv_name_here = /** @type {(inputs: Sb_Csv_Name_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom dans cette partie`)
};

const es_sb_csv_name_here = /** @type {(inputs: Sb_Csv_Name_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre en esta partida`)
};

/**
* | output |
* | --- |
* | "Name in this game" |
*
* @param {Sb_Csv_Name_HereInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_csv_name_here = /** @type {((inputs?: Sb_Csv_Name_HereInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Csv_Name_HereInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_csv_name_here(inputs)
	if (locale === "fr") return fr_sb_csv_name_here(inputs)
	if (locale === "es") return es_sb_csv_name_here(inputs)
	return en_sb_csv_name_here(inputs)
});