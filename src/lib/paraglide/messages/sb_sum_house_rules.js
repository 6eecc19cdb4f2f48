/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, games: NonNullable<unknown> }} Sb_Sum_House_RulesInputs */

const en_sb_sum_house_rules = /** @type {(inputs: Sb_Sum_House_RulesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`The default house rules for ${i?.games} in the file were left out: they are not ones this game can start with.`);
	return /** @type {LocalizedString} */ (`The default house rules for ${i?.games} in the file were left out: they are not ones these games can start with.`)
	
};

const de_sb_sum_house_rules = /** @type {(inputs: Sb_Sum_House_RulesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Die voreingestellten Hausregeln für ${i?.games} aus der Datei wurden ausgelassen: Mit ihnen kann dieses Spiel nicht beginnen.`);
	return /** @type {LocalizedString} */ (`Die voreingestellten Hausregeln für ${i?.games} aus der Datei wurden ausgelassen: Mit ihnen können diese Spiele nicht beginnen.`)
	
};

const fr_sb_sum_house_rules = /** @type {(inputs: Sb_Sum_House_RulesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Les règles maison par défaut de ${i?.games} dans le fichier ont été laissées de côté : ce jeu ne peut pas commencer avec elles.`);
	return /** @type {LocalizedString} */ (`Les règles maison par défaut de ${i?.games} dans le fichier ont été laissées de côté : ces jeux ne peuvent pas commencer avec elles.`)
	
};

const es_sb_sum_house_rules = /** @type {(inputs: Sb_Sum_House_RulesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Se han omitido las reglas de la casa por defecto de ${i?.games} del archivo: este juego no puede empezar con ellas.`);
	return /** @type {LocalizedString} */ (`Se han omitido las reglas de la casa por defecto de ${i?.games} del archivo: estos juegos no pueden empezar con ellas.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The default house rules for {games} in the file were left out: they are not ones this game can start with." |
* | * | "The default house rules for {games} in the file were left out: they are not ones these games can start with." |
*
* @param {Sb_Sum_House_RulesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_sum_house_rules = /** @type {((inputs: Sb_Sum_House_RulesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Sum_House_RulesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_sum_house_rules(inputs)
	if (locale === "fr") return fr_sb_sum_house_rules(inputs)
	if (locale === "es") return es_sb_sum_house_rules(inputs)
	return en_sb_sum_house_rules(inputs)
});