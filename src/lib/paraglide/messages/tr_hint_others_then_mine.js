/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Hint_Others_Then_MineInputs */

const en_tr_hint_others_then_mine = /** @type {(inputs: Tr_Hint_Others_Then_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The lowest score for the others, even if you score less; of those, the best one for you.`)
};

const de_tr_hint_others_then_mine = /** @type {(inputs: Tr_Hint_Others_Then_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die wenigsten Punkte für die anderen, auch wenn du weniger bekommst; davon die beste für dich.`)
};

const fr_tr_hint_others_then_mine = /** @type {(inputs: Tr_Hint_Others_Then_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le score le plus bas pour les autres, même si tu marques moins ; parmi ceux-là, le meilleur pour toi.`)
};

const es_tr_hint_others_then_mine = /** @type {(inputs: Tr_Hint_Others_Then_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La puntuación más baja para los demás, aunque tú ganes menos; de esos, el mejor para ti.`)
};

/**
* | output |
* | --- |
* | "The lowest score for the others, even if you score less; of those, the best one for you." |
*
* @param {Tr_Hint_Others_Then_MineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_hint_others_then_mine = /** @type {((inputs?: Tr_Hint_Others_Then_MineInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Hint_Others_Then_MineInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_hint_others_then_mine(inputs)
	if (locale === "fr") return fr_tr_hint_others_then_mine(inputs)
	if (locale === "es") return es_tr_hint_others_then_mine(inputs)
	return en_tr_hint_others_then_mine(inputs)
});