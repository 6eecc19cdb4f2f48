/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Changed_MeanwhileInputs */

const en_tb_changed_meanwhile = /** @type {(inputs: Tb_Changed_MeanwhileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The game changed meanwhile; check it and try again.`)
};

const de_tb_changed_meanwhile = /** @type {(inputs: Tb_Changed_MeanwhileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Spiel hat sich inzwischen geändert; prüfe es und versuche es noch einmal.`)
};

const fr_tb_changed_meanwhile = /** @type {(inputs: Tb_Changed_MeanwhileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La partie a changé entre-temps ; vérifiez-la et réessayez.`)
};

const es_tb_changed_meanwhile = /** @type {(inputs: Tb_Changed_MeanwhileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La partida ha cambiado entretanto; revísala y vuelve a intentarlo.`)
};

/**
* | output |
* | --- |
* | "The game changed meanwhile; check it and try again." |
*
* @param {Tb_Changed_MeanwhileInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_changed_meanwhile = /** @type {((inputs?: Tb_Changed_MeanwhileInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Changed_MeanwhileInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_changed_meanwhile(inputs)
	if (locale === "fr") return fr_tb_changed_meanwhile(inputs)
	if (locale === "es") return es_tb_changed_meanwhile(inputs)
	return en_tb_changed_meanwhile(inputs)
});