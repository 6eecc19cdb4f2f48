/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ left: NonNullable<unknown> }} Tn_Np_Rounds_LeftInputs */

const en_tn_np_rounds_left = /** @type {(inputs: Tn_Np_Rounds_LeftInputs) => LocalizedString} */ (i) => {const leftPlural = registry.plural("en", i?.left, {});
	if (leftPlural === "one") return /** @type {LocalizedString} */ (`${i?.left} to go`);
	return /** @type {LocalizedString} */ (`${i?.left} to go`)
	
};

const de_tn_np_rounds_left = /** @type {(inputs: Tn_Np_Rounds_LeftInputs) => LocalizedString} */ (i) => {const leftPlural = registry.plural("de", i?.left, {});
	if (leftPlural === "one") return /** @type {LocalizedString} */ (`noch ${i?.left}`);
	return /** @type {LocalizedString} */ (`noch ${i?.left}`)
	
};

const fr_tn_np_rounds_left = /** @type {(inputs: Tn_Np_Rounds_LeftInputs) => LocalizedString} */ (i) => {const leftPlural = registry.plural("fr", i?.left, {});
	if (leftPlural === "one") return /** @type {LocalizedString} */ (`encore ${i?.left}`);
	return /** @type {LocalizedString} */ (`encore ${i?.left}`)
	
};

const es_tn_np_rounds_left = /** @type {(inputs: Tn_Np_Rounds_LeftInputs) => LocalizedString} */ (i) => {const leftPlural = registry.plural("es", i?.left, {});
	if (leftPlural === "one") return /** @type {LocalizedString} */ (`queda ${i?.left}`);
	return /** @type {LocalizedString} */ (`quedan ${i?.left}`)
	
};

/**
* | leftPlural | output |
* | --- | --- |
* | "one" | "{left} to go" |
* | * | "{left} to go" |
*
* @param {Tn_Np_Rounds_LeftInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_np_rounds_left = /** @type {((inputs: Tn_Np_Rounds_LeftInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Np_Rounds_LeftInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_np_rounds_left(inputs)
	if (locale === "fr") return fr_tn_np_rounds_left(inputs)
	if (locale === "es") return es_tn_np_rounds_left(inputs)
	return en_tn_np_rounds_left(inputs)
});