/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Sb_Scored_AllInputs */

const en_sb_scored_all = /** @type {(inputs: Sb_Scored_AllInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Scores come from ${i?.countText} game.`);
	return /** @type {LocalizedString} */ (`Scores come from ${i?.countText} games.`)
	
};

const de_sb_scored_all = /** @type {(inputs: Sb_Scored_AllInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Die Punkte stammen aus ${i?.countText} Partie.`);
	return /** @type {LocalizedString} */ (`Die Punkte stammen aus ${i?.countText} Partien.`)
	
};

const fr_sb_scored_all = /** @type {(inputs: Sb_Scored_AllInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Les scores viennent de ${i?.countText} partie.`);
	return /** @type {LocalizedString} */ (`Les scores viennent de ${i?.countText} parties.`)
	
};

const es_sb_scored_all = /** @type {(inputs: Sb_Scored_AllInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Las puntuaciones salen de ${i?.countText} partida.`);
	return /** @type {LocalizedString} */ (`Las puntuaciones salen de ${i?.countText} partidas.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Scores come from {countText} game." |
* | * | "Scores come from {countText} games." |
*
* @param {Sb_Scored_AllInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_scored_all = /** @type {((inputs: Sb_Scored_AllInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Scored_AllInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_scored_all(inputs)
	if (locale === "fr") return fr_sb_scored_all(inputs)
	if (locale === "es") return es_sb_scored_all(inputs)
	return en_sb_scored_all(inputs)
});