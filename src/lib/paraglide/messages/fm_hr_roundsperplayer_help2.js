/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Hr_Roundsperplayer_Help2Inputs */

const en_fm_hr_roundsperplayer_help2 = /** @type {(inputs: Fm_Hr_Roundsperplayer_Help2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The game has this many rounds for each player, so everyone is permutator equally often.`)
};

const de_fm_hr_roundsperplayer_help2 = /** @type {(inputs: Fm_Hr_Roundsperplayer_Help2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Spiel hat so viele Runden pro Person, damit alle gleich oft Permutierer sind.`)
};

const fr_fm_hr_roundsperplayer_help2 = /** @type {(inputs: Fm_Hr_Roundsperplayer_Help2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La partie compte autant de manches par joueur, pour que chacun soit permutateur aussi souvent.`)
};

const es_fm_hr_roundsperplayer_help2 = /** @type {(inputs: Fm_Hr_Roundsperplayer_Help2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La partida tiene este número de rondas por jugador, para que todos sean permutador las mismas veces.`)
};

/**
* | output |
* | --- |
* | "The game has this many rounds for each player, so everyone is permutator equally often." |
*
* @param {Fm_Hr_Roundsperplayer_Help2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
const fm_hr_roundsperplayer_help2 = /** @type {((inputs?: Fm_Hr_Roundsperplayer_Help2Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Hr_Roundsperplayer_Help2Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_hr_roundsperplayer_help2(inputs)
	if (locale === "fr") return fr_fm_hr_roundsperplayer_help2(inputs)
	if (locale === "es") return es_fm_hr_roundsperplayer_help2(inputs)
	return en_fm_hr_roundsperplayer_help2(inputs)
});
export { fm_hr_roundsperplayer_help2 as "fm_hr_roundsPerPlayer_help" }