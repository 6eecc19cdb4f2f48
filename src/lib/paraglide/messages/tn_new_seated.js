/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Tn_New_SeatedInputs */

const en_tn_new_seated = /** @type {(inputs: Tn_New_SeatedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`only ${i?.count} player is seated`);
	return /** @type {LocalizedString} */ (`${i?.count} are seated`)
	
};

const de_tn_new_seated = /** @type {(inputs: Tn_New_SeatedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`nur ${i?.count} Spieler sitzt am Tisch`);
	return /** @type {LocalizedString} */ (`es sitzen ${i?.count} am Tisch`)
	
};

const fr_tn_new_seated = /** @type {(inputs: Tn_New_SeatedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`un seul joueur est assis`);
	return /** @type {LocalizedString} */ (`${i?.count} sont assis`)
	
};

const es_tn_new_seated = /** @type {(inputs: Tn_New_SeatedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`solo hay ${i?.count} jugador sentado`);
	return /** @type {LocalizedString} */ (`hay ${i?.count} sentados`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "only {count} player is seated" |
* | * | "{count} are seated" |
*
* @param {Tn_New_SeatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_new_seated = /** @type {((inputs: Tn_New_SeatedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_New_SeatedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_new_seated(inputs)
	if (locale === "fr") return fr_tn_new_seated(inputs)
	if (locale === "es") return es_tn_new_seated(inputs)
	return en_tn_new_seated(inputs)
});