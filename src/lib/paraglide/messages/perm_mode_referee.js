/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Mode_RefereeInputs */

const en_perm_mode_referee = /** @type {(inputs: Perm_Mode_RefereeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auction by auction (referee)`)
};

const de_perm_mode_referee = /** @type {(inputs: Perm_Mode_RefereeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versteigerung für Versteigerung (Schiedsrichter)`)
};

const fr_perm_mode_referee = /** @type {(inputs: Perm_Mode_RefereeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enchère par enchère (arbitre)`)
};

const es_perm_mode_referee = /** @type {(inputs: Perm_Mode_RefereeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subasta a subasta (árbitro)`)
};

/**
* | output |
* | --- |
* | "Auction by auction (referee)" |
*
* @param {Perm_Mode_RefereeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_mode_referee = /** @type {((inputs?: Perm_Mode_RefereeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Mode_RefereeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_mode_referee(inputs)
	if (locale === "fr") return fr_perm_mode_referee(inputs)
	if (locale === "es") return es_perm_mode_referee(inputs)
	return en_perm_mode_referee(inputs)
});