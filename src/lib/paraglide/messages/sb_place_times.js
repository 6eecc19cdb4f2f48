/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ times: NonNullable<unknown>, count: NonNullable<unknown>, place: NonNullable<unknown> }} Sb_Place_TimesInputs */

const en_sb_place_times = /** @type {(inputs: Sb_Place_TimesInputs) => LocalizedString} */ (i) => {
	if (i?.times === "once") return /** @type {LocalizedString} */ (`${i?.place} once`);
	if (i?.times === "twice") return /** @type {LocalizedString} */ (`${i?.place} twice`);
	return /** @type {LocalizedString} */ (`${i?.place} ${i?.count} times`)
	
};

const de_sb_place_times = /** @type {(inputs: Sb_Place_TimesInputs) => LocalizedString} */ (i) => {
	if (i?.times === "once") return /** @type {LocalizedString} */ (`${i?.place} Platz einmal`);
	if (i?.times === "twice") return /** @type {LocalizedString} */ (`${i?.place} Platz zweimal`);
	return /** @type {LocalizedString} */ (`${i?.place} Platz ${i?.count}-mal`)
	
};

const fr_sb_place_times = /** @type {(inputs: Sb_Place_TimesInputs) => LocalizedString} */ (i) => {
	if (i?.times === "once") return /** @type {LocalizedString} */ (`${i?.place} place une fois`);
	if (i?.times === "twice") return /** @type {LocalizedString} */ (`${i?.place} place deux fois`);
	return /** @type {LocalizedString} */ (`${i?.place} place ${i?.count} fois`)
	
};

const es_sb_place_times = /** @type {(inputs: Sb_Place_TimesInputs) => LocalizedString} */ (i) => {
	if (i?.times === "once") return /** @type {LocalizedString} */ (`${i?.place} puesto una vez`);
	if (i?.times === "twice") return /** @type {LocalizedString} */ (`${i?.place} puesto dos veces`);
	return /** @type {LocalizedString} */ (`${i?.place} puesto ${i?.count} veces`)
	
};

/**
* | times | output |
* | --- | --- |
* | "once" | "{place} once" |
* | "twice" | "{place} twice" |
* | * | "{place} {count} times" |
*
* @param {Sb_Place_TimesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_place_times = /** @type {((inputs: Sb_Place_TimesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Place_TimesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_place_times(inputs)
	if (locale === "fr") return fr_sb_place_times(inputs)
	if (locale === "es") return es_sb_place_times(inputs)
	return en_sb_place_times(inputs)
});