/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Hr_Ties_ShareInputs */

const en_fm_hr_ties_share = /** @type {(inputs: Fm_Hr_Ties_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share the win`)
};

const de_fm_hr_ties_share = /** @type {(inputs: Fm_Hr_Ties_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sieg teilen`)
};

const fr_fm_hr_ties_share = /** @type {(inputs: Fm_Hr_Ties_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partager la victoire`)
};

const es_fm_hr_ties_share = /** @type {(inputs: Fm_Hr_Ties_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartir la victoria`)
};

/**
* | output |
* | --- |
* | "Share the win" |
*
* @param {Fm_Hr_Ties_ShareInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_hr_ties_share = /** @type {((inputs?: Fm_Hr_Ties_ShareInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Hr_Ties_ShareInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_hr_ties_share(inputs)
	if (locale === "fr") return fr_fm_hr_ties_share(inputs)
	if (locale === "es") return es_fm_hr_ties_share(inputs)
	return en_fm_hr_ties_share(inputs)
});