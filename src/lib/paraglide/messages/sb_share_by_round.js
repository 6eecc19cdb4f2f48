/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Share_By_RoundInputs */

const en_sb_share_by_round = /** @type {(inputs: Sb_Share_By_RoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By round:`)
};

const de_sb_share_by_round = /** @type {(inputs: Sb_Share_By_RoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nach Runden:`)
};

const fr_sb_share_by_round = /** @type {(inputs: Sb_Share_By_RoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Par manche :`)
};

const es_sb_share_by_round = /** @type {(inputs: Sb_Share_By_RoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por ronda:`)
};

/**
* | output |
* | --- |
* | "By round:" |
*
* @param {Sb_Share_By_RoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_share_by_round = /** @type {((inputs?: Sb_Share_By_RoundInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Share_By_RoundInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_share_by_round(inputs)
	if (locale === "fr") return fr_sb_share_by_round(inputs)
	if (locale === "es") return es_sb_share_by_round(inputs)
	return en_sb_share_by_round(inputs)
});