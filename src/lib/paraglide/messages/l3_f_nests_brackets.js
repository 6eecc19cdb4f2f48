/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ deepest: NonNullable<unknown>, max: NonNullable<unknown> }} L3_F_Nests_BracketsInputs */

const en_l3_f_nests_brackets = /** @type {(inputs: L3_F_Nests_BracketsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The card nests brackets ${i?.deepest} deep; the checker reads up to ${i?.max}.`)
};

const de_l3_f_nests_brackets = /** @type {(inputs: L3_F_Nests_BracketsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Karte verschachtelt Klammern ${i?.deepest} tief; der Prüfer liest bis zu ${i?.max}.`)
};

const fr_l3_f_nests_brackets = /** @type {(inputs: L3_F_Nests_BracketsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La carte imbrique des parenthèses sur ${i?.deepest} niveaux ; le vérificateur en lit jusqu’à ${i?.max}.`)
};

const es_l3_f_nests_brackets = /** @type {(inputs: L3_F_Nests_BracketsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La carta anida paréntesis ${i?.deepest} niveles; el comprobador lee hasta ${i?.max}.`)
};

/**
* | output |
* | --- |
* | "The card nests brackets {deepest} deep; the checker reads up to {max}." |
*
* @param {L3_F_Nests_BracketsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_nests_brackets = /** @type {((inputs: L3_F_Nests_BracketsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Nests_BracketsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_nests_brackets(inputs)
	if (locale === "fr") return fr_l3_f_nests_brackets(inputs)
	if (locale === "es") return es_l3_f_nests_brackets(inputs)
	return en_l3_f_nests_brackets(inputs)
});