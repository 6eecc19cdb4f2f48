/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Tn_Dur_MinutesInputs */

const en_tn_dur_minutes = /** @type {(inputs: Tn_Dur_MinutesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} minute`);
	return /** @type {LocalizedString} */ (`${i?.count} minutes`)
	
};

const de_tn_dur_minutes = /** @type {(inputs: Tn_Dur_MinutesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Minute`);
	return /** @type {LocalizedString} */ (`${i?.count} Minuten`)
	
};

const fr_tn_dur_minutes = /** @type {(inputs: Tn_Dur_MinutesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} minute`);
	return /** @type {LocalizedString} */ (`${i?.count} minutes`)
	
};

const es_tn_dur_minutes = /** @type {(inputs: Tn_Dur_MinutesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} minuto`);
	return /** @type {LocalizedString} */ (`${i?.count} minutos`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} minute" |
* | * | "{count} minutes" |
*
* @param {Tn_Dur_MinutesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_dur_minutes = /** @type {((inputs: Tn_Dur_MinutesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Dur_MinutesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_dur_minutes(inputs)
	if (locale === "fr") return fr_tn_dur_minutes(inputs)
	if (locale === "es") return es_tn_dur_minutes(inputs)
	return en_tn_dur_minutes(inputs)
});