/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Secret_ChoicesInputs */

const en_tb_secret_choices = /** @type {(inputs: Tb_Secret_ChoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secret choices`)
};

const de_tb_secret_choices = /** @type {(inputs: Tb_Secret_ChoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geheime Wahl`)
};

const fr_tb_secret_choices = /** @type {(inputs: Tb_Secret_ChoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choix secrets`)
};

const es_tb_secret_choices = /** @type {(inputs: Tb_Secret_ChoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elecciones secretas`)
};

/**
* | output |
* | --- |
* | "Secret choices" |
*
* @param {Tb_Secret_ChoicesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_secret_choices = /** @type {((inputs?: Tb_Secret_ChoicesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Secret_ChoicesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_secret_choices(inputs)
	if (locale === "fr") return fr_tb_secret_choices(inputs)
	if (locale === "es") return es_tb_secret_choices(inputs)
	return en_tb_secret_choices(inputs)
});