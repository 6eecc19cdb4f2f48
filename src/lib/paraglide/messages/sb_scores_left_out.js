/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Sb_Scores_Left_OutInputs */

const en_sb_scores_left_out = /** @type {(inputs: Sb_Scores_Left_OutInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`The scores of ${i?.countText} play stopped early are left out.`);
	return /** @type {LocalizedString} */ (`The scores of ${i?.countText} plays stopped early are left out.`)
	
};

const de_sb_scores_left_out = /** @type {(inputs: Sb_Scores_Left_OutInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Die Punkte von ${i?.countText} vorzeitig beendeten Partie bleiben außen vor.`);
	return /** @type {LocalizedString} */ (`Die Punkte von ${i?.countText} vorzeitig beendeten Partien bleiben außen vor.`)
	
};

const fr_sb_scores_left_out = /** @type {(inputs: Sb_Scores_Left_OutInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Les scores de ${i?.countText} partie arrêtée avant la fin sont laissés de côté.`);
	return /** @type {LocalizedString} */ (`Les scores de ${i?.countText} parties arrêtées avant la fin sont laissés de côté.`)
	
};

const es_sb_scores_left_out = /** @type {(inputs: Sb_Scores_Left_OutInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Se omiten las puntuaciones de ${i?.countText} partida terminada antes de tiempo.`);
	return /** @type {LocalizedString} */ (`Se omiten las puntuaciones de ${i?.countText} partidas terminadas antes de tiempo.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The scores of {countText} play stopped early are left out." |
* | * | "The scores of {countText} plays stopped early are left out." |
*
* @param {Sb_Scores_Left_OutInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_scores_left_out = /** @type {((inputs: Sb_Scores_Left_OutInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Scores_Left_OutInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_scores_left_out(inputs)
	if (locale === "fr") return fr_sb_scores_left_out(inputs)
	if (locale === "es") return es_sb_scores_left_out(inputs)
	return en_sb_scores_left_out(inputs)
});