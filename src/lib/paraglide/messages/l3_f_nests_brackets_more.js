/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} L3_F_Nests_Brackets_MoreInputs */

const en_l3_f_nests_brackets_more = /** @type {(inputs: L3_F_Nests_Brackets_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The card nests brackets more than ${i?.max} deep; the checker reads up to ${i?.max}.`)
};

const de_l3_f_nests_brackets_more = /** @type {(inputs: L3_F_Nests_Brackets_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Karte verschachtelt Klammern mehr als ${i?.max} tief; der Prüfer liest bis zu ${i?.max}.`)
};

const fr_l3_f_nests_brackets_more = /** @type {(inputs: L3_F_Nests_Brackets_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La carte imbrique des parenthèses sur plus de ${i?.max} niveaux ; le vérificateur en lit jusqu’à ${i?.max}.`)
};

const es_l3_f_nests_brackets_more = /** @type {(inputs: L3_F_Nests_Brackets_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La carta anida paréntesis más de ${i?.max} niveles; el comprobador lee hasta ${i?.max}.`)
};

/**
* | output |
* | --- |
* | "The card nests brackets more than {max} deep; the checker reads up to {max}." |
*
* @param {L3_F_Nests_Brackets_MoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_nests_brackets_more = /** @type {((inputs: L3_F_Nests_Brackets_MoreInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Nests_Brackets_MoreInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_nests_brackets_more(inputs)
	if (locale === "fr") return fr_l3_f_nests_brackets_more(inputs)
	if (locale === "es") return es_l3_f_nests_brackets_more(inputs)
	return en_l3_f_nests_brackets_more(inputs)
});