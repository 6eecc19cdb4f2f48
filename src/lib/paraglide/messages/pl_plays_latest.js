/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shown: NonNullable<unknown>, count: NonNullable<unknown> }} Pl_Plays_LatestInputs */

const en_pl_plays_latest = /** @type {(inputs: Pl_Plays_LatestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The latest ${i?.shown} of ${i?.count}.`)
};

const de_pl_plays_latest = /** @type {(inputs: Pl_Plays_LatestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die neuesten ${i?.shown} von ${i?.count}.`)
};

const fr_pl_plays_latest = /** @type {(inputs: Pl_Plays_LatestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les ${i?.shown} plus récentes sur ${i?.count}.`)
};

const es_pl_plays_latest = /** @type {(inputs: Pl_Plays_LatestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Las ${i?.shown} más recientes de ${i?.count}.`)
};

/**
* | output |
* | --- |
* | "The latest {shown} of {count}." |
*
* @param {Pl_Plays_LatestInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_plays_latest = /** @type {((inputs: Pl_Plays_LatestInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_Plays_LatestInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_plays_latest(inputs)
	if (locale === "fr") return fr_pl_plays_latest(inputs)
	if (locale === "es") return es_pl_plays_latest(inputs)
	return en_pl_plays_latest(inputs)
});