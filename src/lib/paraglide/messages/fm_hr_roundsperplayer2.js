/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Hr_Roundsperplayer2Inputs */

const en_fm_hr_roundsperplayer2 = /** @type {(inputs: Fm_Hr_Roundsperplayer2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rounds as permutator per player`)
};

const de_fm_hr_roundsperplayer2 = /** @type {(inputs: Fm_Hr_Roundsperplayer2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Runden als Permutierer pro Person`)
};

const fr_fm_hr_roundsperplayer2 = /** @type {(inputs: Fm_Hr_Roundsperplayer2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manches comme permutateur par joueur`)
};

const es_fm_hr_roundsperplayer2 = /** @type {(inputs: Fm_Hr_Roundsperplayer2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rondas como permutador por jugador`)
};

/**
* | output |
* | --- |
* | "Rounds as permutator per player" |
*
* @param {Fm_Hr_Roundsperplayer2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
const fm_hr_roundsperplayer2 = /** @type {((inputs?: Fm_Hr_Roundsperplayer2Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Hr_Roundsperplayer2Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_hr_roundsperplayer2(inputs)
	if (locale === "fr") return fr_fm_hr_roundsperplayer2(inputs)
	if (locale === "es") return es_fm_hr_roundsperplayer2(inputs)
	return en_fm_hr_roundsperplayer2(inputs)
});
export { fm_hr_roundsperplayer2 as "fm_hr_roundsPerPlayer" }