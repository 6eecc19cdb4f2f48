/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Sb_UnreadableInputs */

const en_sb_unreadable = /** @type {(inputs: Sb_UnreadableInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} game of a kind this version cannot open is left out.`);
	return /** @type {LocalizedString} */ (`${i?.countText} games of a kind this version cannot open are left out.`)
	
};

const de_sb_unreadable = /** @type {(inputs: Sb_UnreadableInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} Partie einer Art, die diese Version nicht öffnen kann, bleibt außen vor.`);
	return /** @type {LocalizedString} */ (`${i?.countText} Partien einer Art, die diese Version nicht öffnen kann, bleiben außen vor.`)
	
};

const fr_sb_unreadable = /** @type {(inputs: Sb_UnreadableInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} partie d’un type que cette version ne sait pas ouvrir est laissée de côté.`);
	return /** @type {LocalizedString} */ (`${i?.countText} parties d’un type que cette version ne sait pas ouvrir sont laissées de côté.`)
	
};

const es_sb_unreadable = /** @type {(inputs: Sb_UnreadableInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Se omite ${i?.countText} partida de un tipo que esta versión no puede abrir.`);
	return /** @type {LocalizedString} */ (`Se omiten ${i?.countText} partidas de un tipo que esta versión no puede abrir.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} game of a kind this version cannot open is left out." |
* | * | "{countText} games of a kind this version cannot open are left out." |
*
* @param {Sb_UnreadableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_unreadable = /** @type {((inputs: Sb_UnreadableInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_UnreadableInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_unreadable(inputs)
	if (locale === "fr") return fr_sb_unreadable(inputs)
	if (locale === "es") return es_sb_unreadable(inputs)
	return en_sb_unreadable(inputs)
});