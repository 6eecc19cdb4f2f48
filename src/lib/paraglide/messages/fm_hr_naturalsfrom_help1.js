/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Hr_Naturalsfrom_Help1Inputs */

const en_fm_hr_naturalsfrom_help1 = /** @type {(inputs: Fm_Hr_Naturalsfrom_Help1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Whether the natural numbers ℕ are 1, 2, 3, ... or 0, 1, 2, ...`)
};

const de_fm_hr_naturalsfrom_help1 = /** @type {(inputs: Fm_Hr_Naturalsfrom_Help1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ob die natürlichen Zahlen ℕ 1, 2, 3, … oder 0, 1, 2, … sind`)
};

const fr_fm_hr_naturalsfrom_help1 = /** @type {(inputs: Fm_Hr_Naturalsfrom_Help1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si les entiers naturels ℕ sont 1, 2, 3, … ou 0, 1, 2, …`)
};

const es_fm_hr_naturalsfrom_help1 = /** @type {(inputs: Fm_Hr_Naturalsfrom_Help1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si los números naturales ℕ son 1, 2, 3, … o 0, 1, 2, …`)
};

/**
* | output |
* | --- |
* | "Whether the natural numbers ℕ are 1, 2, 3, ... or 0, 1, 2, ..." |
*
* @param {Fm_Hr_Naturalsfrom_Help1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
const fm_hr_naturalsfrom_help1 = /** @type {((inputs?: Fm_Hr_Naturalsfrom_Help1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Hr_Naturalsfrom_Help1Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_hr_naturalsfrom_help1(inputs)
	if (locale === "fr") return fr_fm_hr_naturalsfrom_help1(inputs)
	if (locale === "es") return es_fm_hr_naturalsfrom_help1(inputs)
	return en_fm_hr_naturalsfrom_help1(inputs)
});
export { fm_hr_naturalsfrom_help1 as "fm_hr_naturalsFrom_help" }