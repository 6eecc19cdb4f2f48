/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, source: NonNullable<unknown>, countText: NonNullable<unknown> }} Fm_Plays_HoldsInputs */

const en_fm_plays_holds = /** @type {(inputs: Fm_Plays_HoldsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`This ${i?.source} file holds ${i?.countText} play Tablemate can keep.`);
	return /** @type {LocalizedString} */ (`This ${i?.source} file holds ${i?.countText} plays Tablemate can keep.`)
	
};

const de_fm_plays_holds = /** @type {(inputs: Fm_Plays_HoldsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Diese ${i?.source}-Datei enthält ${i?.countText} Partie, die Tablemate übernehmen kann.`);
	return /** @type {LocalizedString} */ (`Diese ${i?.source}-Datei enthält ${i?.countText} Partien, die Tablemate übernehmen kann.`)
	
};

const fr_fm_plays_holds = /** @type {(inputs: Fm_Plays_HoldsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Ce fichier ${i?.source} contient ${i?.countText} partie que Tablemate peut garder.`);
	return /** @type {LocalizedString} */ (`Ce fichier ${i?.source} contient ${i?.countText} parties que Tablemate peut garder.`)
	
};

const es_fm_plays_holds = /** @type {(inputs: Fm_Plays_HoldsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Este archivo de ${i?.source} tiene ${i?.countText} partida que Tablemate puede guardar.`);
	return /** @type {LocalizedString} */ (`Este archivo de ${i?.source} tiene ${i?.countText} partidas que Tablemate puede guardar.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "This {source} file holds {countText} play Tablemate can keep." |
* | * | "This {source} file holds {countText} plays Tablemate can keep." |
*
* @param {Fm_Plays_HoldsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_plays_holds = /** @type {((inputs: Fm_Plays_HoldsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Plays_HoldsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_plays_holds(inputs)
	if (locale === "fr") return fr_fm_plays_holds(inputs)
	if (locale === "es") return es_fm_plays_holds(inputs)
	return en_fm_plays_holds(inputs)
});