/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, typed: NonNullable<unknown> }} Tr_So_FarInputs */

const en_tr_so_far = /** @type {(inputs: Tr_So_FarInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.typed} of 1 integer so far.`);
	return /** @type {LocalizedString} */ (`${i?.typed} of ${i?.count} integers so far.`)
	
};

const de_tr_so_far = /** @type {(inputs: Tr_So_FarInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Bisher ${i?.typed} von 1 ganzen Zahl.`);
	return /** @type {LocalizedString} */ (`Bisher ${i?.typed} von ${i?.count} ganzen Zahlen.`)
	
};

const fr_tr_so_far = /** @type {(inputs: Tr_So_FarInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.typed} sur 1 entier pour l’instant.`);
	return /** @type {LocalizedString} */ (`${i?.typed} sur ${i?.count} entiers pour l’instant.`)
	
};

const es_tr_so_far = /** @type {(inputs: Tr_So_FarInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.typed} de 1 entero por ahora.`);
	return /** @type {LocalizedString} */ (`${i?.typed} de ${i?.count} enteros por ahora.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{typed} of 1 integer so far." |
* | * | "{typed} of {count} integers so far." |
*
* @param {Tr_So_FarInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_so_far = /** @type {((inputs: Tr_So_FarInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_So_FarInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_so_far(inputs)
	if (locale === "fr") return fr_tr_so_far(inputs)
	if (locale === "es") return es_tr_so_far(inputs)
	return en_tr_so_far(inputs)
});