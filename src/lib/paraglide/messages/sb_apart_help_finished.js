/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Apart_Help_FinishedInputs */

const en_sb_apart_help_finished = /** @type {(inputs: Sb_Apart_Help_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These games add no plays or wins above, and their scores count only when the box at the top is ticked (never those of abandoned games).`)
};

const de_sb_apart_help_finished = /** @type {(inputs: Sb_Apart_Help_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Partien zählen oben weder als Partie noch als Sieg, und ihre Punkte zählen nur, wenn das Kästchen oben angehakt ist (die abgebrochener Partien nie).`)
};

const fr_sb_apart_help_finished = /** @type {(inputs: Sb_Apart_Help_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ces parties n’ajoutent ni partie ni victoire ci-dessus, et leurs scores ne comptent que si la case du haut est cochée (jamais ceux des parties abandonnées).`)
};

const es_sb_apart_help_finished = /** @type {(inputs: Sb_Apart_Help_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estas partidas no suman partidas ni victorias arriba, y sus puntuaciones solo cuentan si la casilla de arriba está marcada (nunca las de las abandonadas).`)
};

/**
* | output |
* | --- |
* | "These games add no plays or wins above, and their scores count only when the box at the top is ticked (never those of abandoned games)." |
*
* @param {Sb_Apart_Help_FinishedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_apart_help_finished = /** @type {((inputs?: Sb_Apart_Help_FinishedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Apart_Help_FinishedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_apart_help_finished(inputs)
	if (locale === "fr") return fr_sb_apart_help_finished(inputs)
	if (locale === "es") return es_sb_apart_help_finished(inputs)
	return en_sb_apart_help_finished(inputs)
});