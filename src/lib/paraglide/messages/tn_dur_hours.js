/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Tn_Dur_HoursInputs */

const en_tn_dur_hours = /** @type {(inputs: Tn_Dur_HoursInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} hour`);
	return /** @type {LocalizedString} */ (`${i?.count} hours`)
	
};

const de_tn_dur_hours = /** @type {(inputs: Tn_Dur_HoursInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Stunde`);
	return /** @type {LocalizedString} */ (`${i?.count} Stunden`)
	
};

const fr_tn_dur_hours = /** @type {(inputs: Tn_Dur_HoursInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} heure`);
	return /** @type {LocalizedString} */ (`${i?.count} heures`)
	
};

const es_tn_dur_hours = /** @type {(inputs: Tn_Dur_HoursInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} hora`);
	return /** @type {LocalizedString} */ (`${i?.count} horas`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} hour" |
* | * | "{count} hours" |
*
* @param {Tn_Dur_HoursInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_dur_hours = /** @type {((inputs: Tn_Dur_HoursInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Dur_HoursInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_dur_hours(inputs)
	if (locale === "fr") return fr_tn_dur_hours(inputs)
	if (locale === "es") return es_tn_dur_hours(inputs)
	return en_tn_dur_hours(inputs)
});