/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Sb_Sum_SettingsInputs */

const en_sb_sum_settings = /** @type {(inputs: Sb_Sum_SettingsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} setting this device did not have`);
	return /** @type {LocalizedString} */ (`${i?.countText} settings this device did not have`)
	
};

const de_sb_sum_settings = /** @type {(inputs: Sb_Sum_SettingsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} Einstellung, die dieses Gerät noch nicht hatte`);
	return /** @type {LocalizedString} */ (`${i?.countText} Einstellungen, die dieses Gerät noch nicht hatte`)
	
};

const fr_sb_sum_settings = /** @type {(inputs: Sb_Sum_SettingsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} réglage que cet appareil n’avait pas`);
	return /** @type {LocalizedString} */ (`${i?.countText} réglages que cet appareil n’avait pas`)
	
};

const es_sb_sum_settings = /** @type {(inputs: Sb_Sum_SettingsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} ajuste que este dispositivo no tenía`);
	return /** @type {LocalizedString} */ (`${i?.countText} ajustes que este dispositivo no tenía`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} setting this device did not have" |
* | * | "{countText} settings this device did not have" |
*
* @param {Sb_Sum_SettingsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_sum_settings = /** @type {((inputs: Sb_Sum_SettingsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Sum_SettingsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_sum_settings(inputs)
	if (locale === "fr") return fr_sb_sum_settings(inputs)
	if (locale === "es") return es_sb_sum_settings(inputs)
	return en_sb_sum_settings(inputs)
});