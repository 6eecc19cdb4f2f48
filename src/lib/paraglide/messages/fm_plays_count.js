/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Fm_Plays_CountInputs */

const en_fm_plays_count = /** @type {(inputs: Fm_Plays_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} play`);
	return /** @type {LocalizedString} */ (`${i?.countText} plays`)
	
};

const de_fm_plays_count = /** @type {(inputs: Fm_Plays_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} Partie`);
	return /** @type {LocalizedString} */ (`${i?.countText} Partien`)
	
};

const fr_fm_plays_count = /** @type {(inputs: Fm_Plays_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} partie`);
	return /** @type {LocalizedString} */ (`${i?.countText} parties`)
	
};

const es_fm_plays_count = /** @type {(inputs: Fm_Plays_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} partida`);
	return /** @type {LocalizedString} */ (`${i?.countText} partidas`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} play" |
* | * | "{countText} plays" |
*
* @param {Fm_Plays_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_plays_count = /** @type {((inputs: Fm_Plays_CountInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Plays_CountInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_plays_count(inputs)
	if (locale === "fr") return fr_fm_plays_count(inputs)
	if (locale === "es") return es_fm_plays_count(inputs)
	return en_fm_plays_count(inputs)
});