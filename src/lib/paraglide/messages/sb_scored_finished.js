/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Sb_Scored_FinishedInputs */

const en_sb_scored_finished = /** @type {(inputs: Sb_Scored_FinishedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Scores come from ${i?.countText} game played to the end.`);
	return /** @type {LocalizedString} */ (`Scores come from ${i?.countText} games played to the end.`)
	
};

const de_sb_scored_finished = /** @type {(inputs: Sb_Scored_FinishedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Die Punkte stammen aus ${i?.countText} zu Ende gespielten Partie.`);
	return /** @type {LocalizedString} */ (`Die Punkte stammen aus ${i?.countText} zu Ende gespielten Partien.`)
	
};

const fr_sb_scored_finished = /** @type {(inputs: Sb_Scored_FinishedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Les scores viennent de ${i?.countText} partie jouée jusqu’au bout.`);
	return /** @type {LocalizedString} */ (`Les scores viennent de ${i?.countText} parties jouées jusqu’au bout.`)
	
};

const es_sb_scored_finished = /** @type {(inputs: Sb_Scored_FinishedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Las puntuaciones salen de ${i?.countText} partida jugada hasta el final.`);
	return /** @type {LocalizedString} */ (`Las puntuaciones salen de ${i?.countText} partidas jugadas hasta el final.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Scores come from {countText} game played to the end." |
* | * | "Scores come from {countText} games played to the end." |
*
* @param {Sb_Scored_FinishedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_scored_finished = /** @type {((inputs: Sb_Scored_FinishedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Scored_FinishedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_scored_finished(inputs)
	if (locale === "fr") return fr_sb_scored_finished(inputs)
	if (locale === "es") return es_sb_scored_finished(inputs)
	return en_sb_scored_finished(inputs)
});