/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, wins: NonNullable<unknown> }} Pl_FormInputs */

const en_pl_form = /** @type {(inputs: Pl_FormInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Recent form: won ${i?.wins} of the last game of their own or their team’s.`);
	return /** @type {LocalizedString} */ (`Recent form: won ${i?.wins} of the last ${i?.count} games of their own or their team’s.`)
	
};

const de_pl_form = /** @type {(inputs: Pl_FormInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Aktuelle Form: vom letzten Spiel allein oder im Team ${i?.wins} gewonnen.`);
	return /** @type {LocalizedString} */ (`Aktuelle Form: ${i?.wins} der letzten ${i?.count} Spiele allein oder im Team gewonnen.`)
	
};

const fr_pl_form = /** @type {(inputs: Pl_FormInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Forme du moment : ${i?.wins} gagnée sur la dernière partie jouée seul ou en équipe.`);
	return /** @type {LocalizedString} */ (`Forme du moment : ${i?.wins} gagnées sur les ${i?.count} dernières parties jouées seul ou en équipe.`)
	
};

const es_pl_form = /** @type {(inputs: Pl_FormInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Forma reciente: ${i?.wins} ganada de la última partida en solitario o en equipo.`);
	return /** @type {LocalizedString} */ (`Forma reciente: ${i?.wins} ganadas de las últimas ${i?.count} partidas en solitario o en equipo.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Recent form: won {wins} of the last game of their own or their team’s." |
* | * | "Recent form: won {wins} of the last {count} games of their own or their team’s." |
*
* @param {Pl_FormInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_form = /** @type {((inputs: Pl_FormInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_FormInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_form(inputs)
	if (locale === "fr") return fr_pl_form(inputs)
	if (locale === "es") return es_pl_form(inputs)
	return en_pl_form(inputs)
});