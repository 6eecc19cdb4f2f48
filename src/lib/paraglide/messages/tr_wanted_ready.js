/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Tr_Wanted_ReadyInputs */

const en_tr_wanted_ready = /** @type {(inputs: Tr_Wanted_ReadyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 integer: ready.`);
	return /** @type {LocalizedString} */ (`${i?.count} different integers: ready.`)
	
};

const de_tr_wanted_ready = /** @type {(inputs: Tr_Wanted_ReadyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 ganze Zahl: fertig.`);
	return /** @type {LocalizedString} */ (`${i?.count} verschiedene ganze Zahlen: fertig.`)
	
};

const fr_tr_wanted_ready = /** @type {(inputs: Tr_Wanted_ReadyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 entier : prêt.`);
	return /** @type {LocalizedString} */ (`${i?.count} entiers différents : prêt.`)
	
};

const es_tr_wanted_ready = /** @type {(inputs: Tr_Wanted_ReadyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 entero: listo.`);
	return /** @type {LocalizedString} */ (`${i?.count} enteros distintos: listo.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 integer: ready." |
* | * | "{count} different integers: ready." |
*
* @param {Tr_Wanted_ReadyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_wanted_ready = /** @type {((inputs: Tr_Wanted_ReadyInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Wanted_ReadyInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_wanted_ready(inputs)
	if (locale === "fr") return fr_tr_wanted_ready(inputs)
	if (locale === "es") return es_tr_wanted_ready(inputs)
	return en_tr_wanted_ready(inputs)
});