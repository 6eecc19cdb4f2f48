/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Hr_Naturalsfrom1Inputs */

const en_fm_hr_naturalsfrom1 = /** @type {(inputs: Fm_Hr_Naturalsfrom1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ℕ starts at`)
};

const de_fm_hr_naturalsfrom1 = /** @type {(inputs: Fm_Hr_Naturalsfrom1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ℕ beginnt bei`)
};

const fr_fm_hr_naturalsfrom1 = /** @type {(inputs: Fm_Hr_Naturalsfrom1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ℕ commence à`)
};

const es_fm_hr_naturalsfrom1 = /** @type {(inputs: Fm_Hr_Naturalsfrom1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ℕ empieza en`)
};

/**
* | output |
* | --- |
* | "ℕ starts at" |
*
* @param {Fm_Hr_Naturalsfrom1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
const fm_hr_naturalsfrom1 = /** @type {((inputs?: Fm_Hr_Naturalsfrom1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Hr_Naturalsfrom1Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_hr_naturalsfrom1(inputs)
	if (locale === "fr") return fr_fm_hr_naturalsfrom1(inputs)
	if (locale === "es") return es_fm_hr_naturalsfrom1(inputs)
	return en_fm_hr_naturalsfrom1(inputs)
});
export { fm_hr_naturalsfrom1 as "fm_hr_naturalsFrom" }