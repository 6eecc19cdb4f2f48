/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Fm_Plays_Out_No_DateInputs */

const en_fm_plays_out_no_date = /** @type {(inputs: Fm_Plays_Out_No_DateInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} play has no date between 1970 and 2100`);
	return /** @type {LocalizedString} */ (`${i?.countText} plays have no date between 1970 and 2100`)
	
};

const de_fm_plays_out_no_date = /** @type {(inputs: Fm_Plays_Out_No_DateInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} Partie hat kein Datum zwischen 1970 und 2100`);
	return /** @type {LocalizedString} */ (`${i?.countText} Partien haben kein Datum zwischen 1970 und 2100`)
	
};

const fr_fm_plays_out_no_date = /** @type {(inputs: Fm_Plays_Out_No_DateInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} partie n’a pas de date entre 1970 et 2100`);
	return /** @type {LocalizedString} */ (`${i?.countText} parties n’ont pas de date entre 1970 et 2100`)
	
};

const es_fm_plays_out_no_date = /** @type {(inputs: Fm_Plays_Out_No_DateInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} partida no tiene fecha entre 1970 y 2100`);
	return /** @type {LocalizedString} */ (`${i?.countText} partidas no tienen fecha entre 1970 y 2100`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} play has no date between 1970 and 2100" |
* | * | "{countText} plays have no date between 1970 and 2100" |
*
* @param {Fm_Plays_Out_No_DateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_plays_out_no_date = /** @type {((inputs: Fm_Plays_Out_No_DateInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Plays_Out_No_DateInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_plays_out_no_date(inputs)
	if (locale === "fr") return fr_fm_plays_out_no_date(inputs)
	if (locale === "es") return es_fm_plays_out_no_date(inputs)
	return en_fm_plays_out_no_date(inputs)
});