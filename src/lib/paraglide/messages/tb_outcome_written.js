/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Outcome_WrittenInputs */

const en_tb_outcome_written = /** @type {(inputs: Tb_Outcome_WrittenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The shared table holds a result for the secret round that no phone can check, so it is ignored: each phone works the result out from the signed moves themselves.`)
};

const de_tb_outcome_written = /** @type {(inputs: Tb_Outcome_WrittenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der geteilte Tisch enthält ein Ergebnis der geheimen Runde, das kein Handy prüfen kann, deshalb wird es übergangen: Jedes Handy ermittelt das Ergebnis selbst aus den signierten Zügen.`)
};

const fr_tb_outcome_written = /** @type {(inputs: Tb_Outcome_WrittenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La table partagée contient un résultat du tour secret qu’aucun téléphone ne peut vérifier : il est donc ignoré. Chaque téléphone calcule le résultat lui-même à partir des coups signés.`)
};

const es_tb_outcome_written = /** @type {(inputs: Tb_Outcome_WrittenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La mesa compartida contiene un resultado de la ronda secreta que ningún móvil puede comprobar, así que se ignora: cada móvil calcula el resultado a partir de las jugadas firmadas.`)
};

/**
* | output |
* | --- |
* | "The shared table holds a result for the secret round that no phone can check, so it is ignored: each phone works the result out from the signed moves themsel..." |
*
* @param {Tb_Outcome_WrittenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_outcome_written = /** @type {((inputs?: Tb_Outcome_WrittenInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Outcome_WrittenInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_outcome_written(inputs)
	if (locale === "fr") return fr_tb_outcome_written(inputs)
	if (locale === "es") return es_tb_outcome_written(inputs)
	return en_tb_outcome_written(inputs)
});