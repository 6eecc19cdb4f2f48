/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Card_Nests_ItsInputs */

const en_l3_f_card_nests_its = /** @type {(inputs: L3_F_Card_Nests_ItsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The card nests its operators too deeply for the checker.`)
};

const de_l3_f_card_nests_its = /** @type {(inputs: L3_F_Card_Nests_ItsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Karte verschachtelt ihre Rechenzeichen zu tief für den Prüfer.`)
};

const fr_l3_f_card_nests_its = /** @type {(inputs: L3_F_Card_Nests_ItsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La carte imbrique ses opérateurs trop profondément pour le vérificateur.`)
};

const es_l3_f_card_nests_its = /** @type {(inputs: L3_F_Card_Nests_ItsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La carta anida sus operadores a demasiada profundidad para el comprobador.`)
};

/**
* | output |
* | --- |
* | "The card nests its operators too deeply for the checker." |
*
* @param {L3_F_Card_Nests_ItsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_card_nests_its = /** @type {((inputs?: L3_F_Card_Nests_ItsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Card_Nests_ItsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_card_nests_its(inputs)
	if (locale === "fr") return fr_l3_f_card_nests_its(inputs)
	if (locale === "es") return es_l3_f_card_nests_its(inputs)
	return en_l3_f_card_nests_its(inputs)
});