/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Win_StreakInputs */

const en_sb_win_streak = /** @type {(inputs: Sb_Win_StreakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Win streak`)
};

const de_sb_win_streak = /** @type {(inputs: Sb_Win_StreakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siegesserie`)
};

const fr_sb_win_streak = /** @type {(inputs: Sb_Win_StreakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Série de victoires`)
};

const es_sb_win_streak = /** @type {(inputs: Sb_Win_StreakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Racha de victorias`)
};

/**
* | output |
* | --- |
* | "Win streak" |
*
* @param {Sb_Win_StreakInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_win_streak = /** @type {((inputs?: Sb_Win_StreakInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Win_StreakInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_win_streak(inputs)
	if (locale === "fr") return fr_sb_win_streak(inputs)
	if (locale === "es") return es_sb_win_streak(inputs)
	return en_sb_win_streak(inputs)
});