/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Sub_Game_CapturedInputs */

const en_sub_game_captured = /** @type {(inputs: Sub_Game_CapturedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} captured error card`);
	return /** @type {LocalizedString} */ (`${i?.count} captured error cards`)
	
};

const de_sub_game_captured = /** @type {(inputs: Sub_Game_CapturedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} gefangene Fehlerkarte`);
	return /** @type {LocalizedString} */ (`${i?.count} gefangene Fehlerkarten`)
	
};

const fr_sub_game_captured = /** @type {(inputs: Sub_Game_CapturedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} carte erronée capturée`);
	return /** @type {LocalizedString} */ (`${i?.count} cartes erronées capturées`)
	
};

const es_sub_game_captured = /** @type {(inputs: Sub_Game_CapturedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} carta errónea capturada`);
	return /** @type {LocalizedString} */ (`${i?.count} cartas erróneas capturadas`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} captured error card" |
* | * | "{count} captured error cards" |
*
* @param {Sub_Game_CapturedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_captured = /** @type {((inputs: Sub_Game_CapturedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_CapturedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_captured(inputs)
	if (locale === "fr") return fr_sub_game_captured(inputs)
	if (locale === "es") return es_sub_game_captured(inputs)
	return en_sub_game_captured(inputs)
});