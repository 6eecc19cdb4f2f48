/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Referee_Handoff_Look_AwayInputs */

const en_referee_handoff_look_away = /** @type {(inputs: Referee_Handoff_Look_AwayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everyone else, look away.`)
};

const de_referee_handoff_look_away = /** @type {(inputs: Referee_Handoff_Look_AwayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle anderen schauen bitte weg.`)
};

const fr_referee_handoff_look_away = /** @type {(inputs: Referee_Handoff_Look_AwayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les autres, regardez ailleurs.`)
};

const es_referee_handoff_look_away = /** @type {(inputs: Referee_Handoff_Look_AwayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los demás, no miréis.`)
};

/**
* | output |
* | --- |
* | "Everyone else, look away." |
*
* @param {Referee_Handoff_Look_AwayInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const referee_handoff_look_away = /** @type {((inputs?: Referee_Handoff_Look_AwayInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referee_Handoff_Look_AwayInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_referee_handoff_look_away(inputs)
	if (locale === "fr") return fr_referee_handoff_look_away(inputs)
	if (locale === "es") return es_referee_handoff_look_away(inputs)
	return en_referee_handoff_look_away(inputs)
});