/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Sb_Scores_IncludeInputs */

const en_sb_scores_include = /** @type {(inputs: Sb_Scores_IncludeInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Scores include ${i?.countText} game not finished.`);
	return /** @type {LocalizedString} */ (`Scores include ${i?.countText} games not finished.`)
	
};

const de_sb_scores_include = /** @type {(inputs: Sb_Scores_IncludeInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Die Punkte enthalten ${i?.countText} nicht beendete Partie.`);
	return /** @type {LocalizedString} */ (`Die Punkte enthalten ${i?.countText} nicht beendete Partien.`)
	
};

const fr_sb_scores_include = /** @type {(inputs: Sb_Scores_IncludeInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Les scores comprennent ${i?.countText} partie non terminée.`);
	return /** @type {LocalizedString} */ (`Les scores comprennent ${i?.countText} parties non terminées.`)
	
};

const es_sb_scores_include = /** @type {(inputs: Sb_Scores_IncludeInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Las puntuaciones incluyen ${i?.countText} partida sin terminar.`);
	return /** @type {LocalizedString} */ (`Las puntuaciones incluyen ${i?.countText} partidas sin terminar.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Scores include {countText} game not finished." |
* | * | "Scores include {countText} games not finished." |
*
* @param {Sb_Scores_IncludeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_scores_include = /** @type {((inputs: Sb_Scores_IncludeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Scores_IncludeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_scores_include(inputs)
	if (locale === "fr") return fr_sb_scores_include(inputs)
	if (locale === "es") return es_sb_scores_include(inputs)
	return en_sb_scores_include(inputs)
});