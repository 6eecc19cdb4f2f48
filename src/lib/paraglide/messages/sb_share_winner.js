/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Share_WinnerInputs */

const en_sb_share_winner = /** @type {(inputs: Sb_Share_WinnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`winner`)
};

const de_sb_share_winner = /** @type {(inputs: Sb_Share_WinnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sieg`)
};

const fr_sb_share_winner = /** @type {(inputs: Sb_Share_WinnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`gagnant`)
};

const es_sb_share_winner = /** @type {(inputs: Sb_Share_WinnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ganador`)
};

/**
* | output |
* | --- |
* | "winner" |
*
* @param {Sb_Share_WinnerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_share_winner = /** @type {((inputs?: Sb_Share_WinnerInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Share_WinnerInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_share_winner(inputs)
	if (locale === "fr") return fr_sb_share_winner(inputs)
	if (locale === "es") return es_sb_share_winner(inputs)
	return en_sb_share_winner(inputs)
});