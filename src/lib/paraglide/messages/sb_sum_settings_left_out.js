/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Sb_Sum_Settings_Left_OutInputs */

const en_sb_sum_settings_left_out = /** @type {(inputs: Sb_Sum_Settings_Left_OutInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} setting in the file was left out: this version of Tablemate does not use it.`);
	return /** @type {LocalizedString} */ (`${i?.countText} settings in the file were left out: this version of Tablemate does not use them.`)
	
};

const de_sb_sum_settings_left_out = /** @type {(inputs: Sb_Sum_Settings_Left_OutInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} Einstellung der Datei wurde ausgelassen: Diese Tablemate-Version verwendet sie nicht.`);
	return /** @type {LocalizedString} */ (`${i?.countText} Einstellungen der Datei wurden ausgelassen: Diese Tablemate-Version verwendet sie nicht.`)
	
};

const fr_sb_sum_settings_left_out = /** @type {(inputs: Sb_Sum_Settings_Left_OutInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} réglage du fichier a été laissé de côté : cette version de Tablemate ne s’en sert pas.`);
	return /** @type {LocalizedString} */ (`${i?.countText} réglages du fichier ont été laissés de côté : cette version de Tablemate ne s’en sert pas.`)
	
};

const es_sb_sum_settings_left_out = /** @type {(inputs: Sb_Sum_Settings_Left_OutInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Se ha omitido ${i?.countText} ajuste del archivo: esta versión de Tablemate no lo usa.`);
	return /** @type {LocalizedString} */ (`Se han omitido ${i?.countText} ajustes del archivo: esta versión de Tablemate no los usa.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} setting in the file was left out: this version of Tablemate does not use it." |
* | * | "{countText} settings in the file were left out: this version of Tablemate does not use them." |
*
* @param {Sb_Sum_Settings_Left_OutInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_sum_settings_left_out = /** @type {((inputs: Sb_Sum_Settings_Left_OutInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Sum_Settings_Left_OutInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_sum_settings_left_out(inputs)
	if (locale === "fr") return fr_sb_sum_settings_left_out(inputs)
	if (locale === "es") return es_sb_sum_settings_left_out(inputs)
	return en_sb_sum_settings_left_out(inputs)
});