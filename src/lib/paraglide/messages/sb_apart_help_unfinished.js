/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Apart_Help_UnfinishedInputs */

const en_sb_apart_help_unfinished = /** @type {(inputs: Sb_Apart_Help_UnfinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These games add no plays or wins above. The scores of those still being played count; those of abandoned games never do.`)
};

const de_sb_apart_help_unfinished = /** @type {(inputs: Sb_Apart_Help_UnfinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Partien zählen oben weder als Partie noch als Sieg. Die Punkte der noch laufenden zählen, die abgebrochener Partien nie.`)
};

const fr_sb_apart_help_unfinished = /** @type {(inputs: Sb_Apart_Help_UnfinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ces parties n’ajoutent ni partie ni victoire ci-dessus. Les scores de celles encore en cours comptent ; ceux des parties abandonnées jamais.`)
};

const es_sb_apart_help_unfinished = /** @type {(inputs: Sb_Apart_Help_UnfinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estas partidas no suman partidas ni victorias arriba. Cuentan las puntuaciones de las que siguen en juego; las de las abandonadas, nunca.`)
};

/**
* | output |
* | --- |
* | "These games add no plays or wins above. The scores of those still being played count; those of abandoned games never do." |
*
* @param {Sb_Apart_Help_UnfinishedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_apart_help_unfinished = /** @type {((inputs?: Sb_Apart_Help_UnfinishedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Apart_Help_UnfinishedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_apart_help_unfinished(inputs)
	if (locale === "fr") return fr_sb_apart_help_unfinished(inputs)
	if (locale === "es") return es_sb_apart_help_unfinished(inputs)
	return en_sb_apart_help_unfinished(inputs)
});