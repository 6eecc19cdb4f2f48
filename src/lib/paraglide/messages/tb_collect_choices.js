/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Collect_ChoicesInputs */

const en_tb_collect_choices = /** @type {(inputs: Tb_Collect_ChoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Collect secret choices on each phone`)
};

const de_tb_collect_choices = /** @type {(inputs: Tb_Collect_ChoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geheime Wahl auf jedem Handy einsammeln`)
};

const fr_tb_collect_choices = /** @type {(inputs: Tb_Collect_ChoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recueillir les choix secrets sur chaque téléphone`)
};

const es_tb_collect_choices = /** @type {(inputs: Tb_Collect_ChoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recoger las elecciones secretas en cada móvil`)
};

/**
* | output |
* | --- |
* | "Collect secret choices on each phone" |
*
* @param {Tb_Collect_ChoicesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_collect_choices = /** @type {((inputs?: Tb_Collect_ChoicesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Collect_ChoicesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_collect_choices(inputs)
	if (locale === "fr") return fr_tb_collect_choices(inputs)
	if (locale === "es") return es_tb_collect_choices(inputs)
	return en_tb_collect_choices(inputs)
});