/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Hr_Ties_Extra_RoundInputs */

const en_fm_hr_ties_extra_round = /** @type {(inputs: Fm_Hr_Ties_Extra_RoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Play one more round`)
};

const de_fm_hr_ties_extra_round = /** @type {(inputs: Fm_Hr_Ties_Extra_RoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine weitere Runde spielen`)
};

const fr_fm_hr_ties_extra_round = /** @type {(inputs: Fm_Hr_Ties_Extra_RoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jouer une manche de plus`)
};

const es_fm_hr_ties_extra_round = /** @type {(inputs: Fm_Hr_Ties_Extra_RoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jugar una ronda más`)
};

/**
* | output |
* | --- |
* | "Play one more round" |
*
* @param {Fm_Hr_Ties_Extra_RoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_hr_ties_extra_round = /** @type {((inputs?: Fm_Hr_Ties_Extra_RoundInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Hr_Ties_Extra_RoundInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_hr_ties_extra_round(inputs)
	if (locale === "fr") return fr_fm_hr_ties_extra_round(inputs)
	if (locale === "es") return es_fm_hr_ties_extra_round(inputs)
	return en_fm_hr_ties_extra_round(inputs)
});