/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Tr_Type_WantedInputs */

const en_tr_type_wanted = /** @type {(inputs: Tr_Type_WantedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Type 1 integer.`);
	return /** @type {LocalizedString} */ (`Type ${i?.count} different integers.`)
	
};

const de_tr_type_wanted = /** @type {(inputs: Tr_Type_WantedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Gib 1 ganze Zahl ein.`);
	return /** @type {LocalizedString} */ (`Gib ${i?.count} verschiedene ganze Zahlen ein.`)
	
};

const fr_tr_type_wanted = /** @type {(inputs: Tr_Type_WantedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Tape 1 entier.`);
	return /** @type {LocalizedString} */ (`Tape ${i?.count} entiers différents.`)
	
};

const es_tr_type_wanted = /** @type {(inputs: Tr_Type_WantedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Escribe 1 entero.`);
	return /** @type {LocalizedString} */ (`Escribe ${i?.count} enteros distintos.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Type 1 integer." |
* | * | "Type {count} different integers." |
*
* @param {Tr_Type_WantedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_type_wanted = /** @type {((inputs: Tr_Type_WantedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Type_WantedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_type_wanted(inputs)
	if (locale === "fr") return fr_tr_type_wanted(inputs)
	if (locale === "es") return es_tr_type_wanted(inputs)
	return en_tr_type_wanted(inputs)
});