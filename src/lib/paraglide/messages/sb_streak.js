/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ current: NonNullable<unknown>, longest: NonNullable<unknown> }} Sb_StreakInputs */

const en_sb_streak = /** @type {(inputs: Sb_StreakInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.current} now, longest ${i?.longest}`)
};

const de_sb_streak = /** @type {(inputs: Sb_StreakInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`aktuell ${i?.current}, längste ${i?.longest}`)
};

const fr_sb_streak = /** @type {(inputs: Sb_StreakInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.current} en cours, la plus longue ${i?.longest}`)
};

const es_sb_streak = /** @type {(inputs: Sb_StreakInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.current} ahora, la más larga ${i?.longest}`)
};

/**
* | output |
* | --- |
* | "{current} now, longest {longest}" |
*
* @param {Sb_StreakInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_streak = /** @type {((inputs: Sb_StreakInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_StreakInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_streak(inputs)
	if (locale === "fr") return fr_sb_streak(inputs)
	if (locale === "es") return es_sb_streak(inputs)
	return en_sb_streak(inputs)
});