/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Card_Table_DecidesInputs */

const en_subsets_card_table_decides = /** @type {(inputs: Subsets_Card_Table_DecidesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The table decides whether it is a correct set.`)
};

const de_subsets_card_table_decides = /** @type {(inputs: Subsets_Card_Table_DecidesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Tisch entscheidet, ob sie eine korrekte Menge ist.`)
};

const fr_subsets_card_table_decides = /** @type {(inputs: Subsets_Card_Table_DecidesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La table décide si c’est un ensemble correct.`)
};

const es_subsets_card_table_decides = /** @type {(inputs: Subsets_Card_Table_DecidesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La mesa decide si es un conjunto correcto.`)
};

/**
* | output |
* | --- |
* | "The table decides whether it is a correct set." |
*
* @param {Subsets_Card_Table_DecidesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_card_table_decides = /** @type {((inputs?: Subsets_Card_Table_DecidesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Card_Table_DecidesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_card_table_decides(inputs)
	if (locale === "fr") return fr_subsets_card_table_decides(inputs)
	if (locale === "es") return es_subsets_card_table_decides(inputs)
	return en_subsets_card_table_decides(inputs)
});