/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ total: NonNullable<unknown>, done: NonNullable<unknown>, totalText: NonNullable<unknown> }} Sb_PreparingInputs */

const en_sb_preparing = /** @type {(inputs: Sb_PreparingInputs) => LocalizedString} */ (i) => {const totalPlural = registry.plural("en", i?.total, {});
	if (totalPlural === "one") return /** @type {LocalizedString} */ (`Preparing the stats of each game once: ${i?.done} of ${i?.totalText} game`);
	return /** @type {LocalizedString} */ (`Preparing the stats of each game once: ${i?.done} of ${i?.totalText} games`)
	
};

const de_sb_preparing = /** @type {(inputs: Sb_PreparingInputs) => LocalizedString} */ (i) => {const totalPlural = registry.plural("de", i?.total, {});
	if (totalPlural === "one") return /** @type {LocalizedString} */ (`Die Statistik jeder Partie wird einmalig vorbereitet: ${i?.done} von ${i?.totalText} Partie`);
	return /** @type {LocalizedString} */ (`Die Statistik jeder Partie wird einmalig vorbereitet: ${i?.done} von ${i?.totalText} Partien`)
	
};

const fr_sb_preparing = /** @type {(inputs: Sb_PreparingInputs) => LocalizedString} */ (i) => {const totalPlural = registry.plural("fr", i?.total, {});
	if (totalPlural === "one") return /** @type {LocalizedString} */ (`Préparation unique des statistiques de chaque partie : ${i?.done} sur ${i?.totalText} partie`);
	return /** @type {LocalizedString} */ (`Préparation unique des statistiques de chaque partie : ${i?.done} sur ${i?.totalText} parties`)
	
};

const es_sb_preparing = /** @type {(inputs: Sb_PreparingInputs) => LocalizedString} */ (i) => {const totalPlural = registry.plural("es", i?.total, {});
	if (totalPlural === "one") return /** @type {LocalizedString} */ (`Preparando una sola vez las estadísticas de cada partida: ${i?.done} de ${i?.totalText} partida`);
	return /** @type {LocalizedString} */ (`Preparando una sola vez las estadísticas de cada partida: ${i?.done} de ${i?.totalText} partidas`)
	
};

/**
* | totalPlural | output |
* | --- | --- |
* | "one" | "Preparing the stats of each game once: {done} of {totalText} game" |
* | * | "Preparing the stats of each game once: {done} of {totalText} games" |
*
* @param {Sb_PreparingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_preparing = /** @type {((inputs: Sb_PreparingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_PreparingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_preparing(inputs)
	if (locale === "fr") return fr_sb_preparing(inputs)
	if (locale === "es") return es_sb_preparing(inputs)
	return en_sb_preparing(inputs)
});