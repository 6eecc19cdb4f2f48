/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Sb_CountedInputs */

const en_sb_counted = /** @type {(inputs: Sb_CountedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} finished game counted`);
	return /** @type {LocalizedString} */ (`${i?.countText} finished games counted`)
	
};

const de_sb_counted = /** @type {(inputs: Sb_CountedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} beendete Partie gezählt`);
	return /** @type {LocalizedString} */ (`${i?.countText} beendete Partien gezählt`)
	
};

const fr_sb_counted = /** @type {(inputs: Sb_CountedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} partie terminée comptée`);
	return /** @type {LocalizedString} */ (`${i?.countText} parties terminées comptées`)
	
};

const es_sb_counted = /** @type {(inputs: Sb_CountedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} partida terminada contada`);
	return /** @type {LocalizedString} */ (`${i?.countText} partidas terminadas contadas`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} finished game counted" |
* | * | "{countText} finished games counted" |
*
* @param {Sb_CountedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_counted = /** @type {((inputs: Sb_CountedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_CountedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_counted(inputs)
	if (locale === "fr") return fr_sb_counted(inputs)
	if (locale === "es") return es_sb_counted(inputs)
	return en_sb_counted(inputs)
});