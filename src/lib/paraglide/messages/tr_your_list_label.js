/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Tr_Your_List_LabelInputs */

const en_tr_your_list_label = /** @type {(inputs: Tr_Your_List_LabelInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Your b-list: 1 integer`);
	return /** @type {LocalizedString} */ (`Your b-list: ${i?.count} different integers, in order`)
	
};

const de_tr_your_list_label = /** @type {(inputs: Tr_Your_List_LabelInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Deine b-Liste: 1 ganze Zahl`);
	return /** @type {LocalizedString} */ (`Deine b-Liste: ${i?.count} verschiedene ganze Zahlen, in Reihenfolge`)
	
};

const fr_tr_your_list_label = /** @type {(inputs: Tr_Your_List_LabelInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Ta liste b : 1 entier`);
	return /** @type {LocalizedString} */ (`Ta liste b : ${i?.count} entiers différents, dans l’ordre`)
	
};

const es_tr_your_list_label = /** @type {(inputs: Tr_Your_List_LabelInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Tu lista b: 1 entero`);
	return /** @type {LocalizedString} */ (`Tu lista b: ${i?.count} enteros distintos, en orden`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Your b-list: 1 integer" |
* | * | "Your b-list: {count} different integers, in order" |
*
* @param {Tr_Your_List_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_your_list_label = /** @type {((inputs: Tr_Your_List_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Your_List_LabelInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_your_list_label(inputs)
	if (locale === "fr") return fr_tr_your_list_label(inputs)
	if (locale === "es") return es_tr_your_list_label(inputs)
	return en_tr_your_list_label(inputs)
});