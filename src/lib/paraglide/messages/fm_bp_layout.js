/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Bp_LayoutInputs */

const en_fm_bp_layout = /** @type {(inputs: Fm_Bp_LayoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`its overall layout is not that of a Tablemate backup.`)
};

const de_fm_bp_layout = /** @type {(inputs: Fm_Bp_LayoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Aufbau ist nicht der einer Tablemate-Sicherung.`)
};

const fr_fm_bp_layout = /** @type {(inputs: Fm_Bp_LayoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sa structure n’est pas celle d’une sauvegarde Tablemate.`)
};

const es_fm_bp_layout = /** @type {(inputs: Fm_Bp_LayoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`su estructura no es la de una copia de seguridad de Tablemate.`)
};

/**
* | output |
* | --- |
* | "its overall layout is not that of a Tablemate backup." |
*
* @param {Fm_Bp_LayoutInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_bp_layout = /** @type {((inputs?: Fm_Bp_LayoutInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Bp_LayoutInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_bp_layout(inputs)
	if (locale === "fr") return fr_fm_bp_layout(inputs)
	if (locale === "es") return es_fm_bp_layout(inputs)
	return en_fm_bp_layout(inputs)
});