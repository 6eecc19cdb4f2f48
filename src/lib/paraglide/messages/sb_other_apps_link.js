/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Other_Apps_LinkInputs */

const en_sb_other_apps_link = /** @type {(inputs: Sb_Other_Apps_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import or export plays`)
};

const de_sb_other_apps_link = /** @type {(inputs: Sb_Other_Apps_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partien importieren oder exportieren`)
};

const fr_sb_other_apps_link = /** @type {(inputs: Sb_Other_Apps_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importer ou exporter des parties`)
};

const es_sb_other_apps_link = /** @type {(inputs: Sb_Other_Apps_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importar o exportar partidas`)
};

/**
* | output |
* | --- |
* | "Import or export plays" |
*
* @param {Sb_Other_Apps_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_other_apps_link = /** @type {((inputs?: Sb_Other_Apps_LinkInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Other_Apps_LinkInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_other_apps_link(inputs)
	if (locale === "fr") return fr_sb_other_apps_link(inputs)
	if (locale === "es") return es_sb_other_apps_link(inputs)
	return en_sb_other_apps_link(inputs)
});