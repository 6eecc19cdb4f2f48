/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown>, size: NonNullable<unknown> }} Ph_Settings_UseInputs */

const en_ph_settings_use = /** @type {(inputs: Ph_Settings_UseInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Photos: ${i?.countText} photo, ${i?.size}`);
	return /** @type {LocalizedString} */ (`Photos: ${i?.countText} photos, ${i?.size}`)
	
};

const de_ph_settings_use = /** @type {(inputs: Ph_Settings_UseInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Fotos: ${i?.countText} Foto, ${i?.size}`);
	return /** @type {LocalizedString} */ (`Fotos: ${i?.countText} Fotos, ${i?.size}`)
	
};

const fr_ph_settings_use = /** @type {(inputs: Ph_Settings_UseInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Photos : ${i?.countText} photo, ${i?.size}`);
	return /** @type {LocalizedString} */ (`Photos : ${i?.countText} photos, ${i?.size}`)
	
};

const es_ph_settings_use = /** @type {(inputs: Ph_Settings_UseInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Fotos: ${i?.countText} foto, ${i?.size}`);
	return /** @type {LocalizedString} */ (`Fotos: ${i?.countText} fotos, ${i?.size}`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Photos: {countText} photo, {size}" |
* | * | "Photos: {countText} photos, {size}" |
*
* @param {Ph_Settings_UseInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const ph_settings_use = /** @type {((inputs: Ph_Settings_UseInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ph_Settings_UseInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ph_settings_use(inputs)
	if (locale === "fr") return fr_ph_settings_use(inputs)
	if (locale === "es") return es_ph_settings_use(inputs)
	return en_ph_settings_use(inputs)
});