/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ why: NonNullable<unknown> }} Sub_Refuse_Table_Must_SayInputs */

const en_sub_refuse_table_must_say = /** @type {(inputs: Sub_Refuse_Table_Must_SayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The referee cannot read this card (${i?.why}), so the table must say whether it is a correct set.`)
};

const de_sub_refuse_table_must_say = /** @type {(inputs: Sub_Refuse_Table_Must_SayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Schiedsrichter kann diese Karte nicht lesen (${i?.why}); der Tisch muss also sagen, ob sie eine korrekte Menge ist.`)
};

const fr_sub_refuse_table_must_say = /** @type {(inputs: Sub_Refuse_Table_Must_SayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’arbitre ne peut pas lire cette carte (${i?.why}) : la table doit donc dire si c’est un ensemble correct.`)
};

const es_sub_refuse_table_must_say = /** @type {(inputs: Sub_Refuse_Table_Must_SayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El árbitro no puede leer esta carta (${i?.why}), así que la mesa debe decir si es un conjunto correcto.`)
};

/**
* | output |
* | --- |
* | "The referee cannot read this card ({why}), so the table must say whether it is a correct set." |
*
* @param {Sub_Refuse_Table_Must_SayInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_refuse_table_must_say = /** @type {((inputs: Sub_Refuse_Table_Must_SayInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Refuse_Table_Must_SayInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_refuse_table_must_say(inputs)
	if (locale === "fr") return fr_sub_refuse_table_must_say(inputs)
	if (locale === "es") return es_sub_refuse_table_must_say(inputs)
	return en_sub_refuse_table_must_say(inputs)
});