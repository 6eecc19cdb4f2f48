/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Sub_Game_ReceivedInputs */

const en_sub_game_received = /** @type {(inputs: Sub_Game_ReceivedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} card received for wrong calls`);
	return /** @type {LocalizedString} */ (`${i?.count} cards received for wrong calls`)
	
};

const de_sub_game_received = /** @type {(inputs: Sub_Game_ReceivedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Karte für falsche Rufe erhalten`);
	return /** @type {LocalizedString} */ (`${i?.count} Karten für falsche Rufe erhalten`)
	
};

const fr_sub_game_received = /** @type {(inputs: Sub_Game_ReceivedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} carte reçue pour de faux cris`);
	return /** @type {LocalizedString} */ (`${i?.count} cartes reçues pour de faux cris`)
	
};

const es_sub_game_received = /** @type {(inputs: Sub_Game_ReceivedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} carta recibida por gritos incorrectos`);
	return /** @type {LocalizedString} */ (`${i?.count} cartas recibidas por gritos incorrectos`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} card received for wrong calls" |
* | * | "{count} cards received for wrong calls" |
*
* @param {Sub_Game_ReceivedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_received = /** @type {((inputs: Sub_Game_ReceivedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_ReceivedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_received(inputs)
	if (locale === "fr") return fr_sub_game_received(inputs)
	if (locale === "es") return es_sub_game_received(inputs)
	return en_sub_game_received(inputs)
});