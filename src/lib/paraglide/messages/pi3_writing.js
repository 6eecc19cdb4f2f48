/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ total: NonNullable<unknown>, doneText: NonNullable<unknown>, totalText: NonNullable<unknown> }} Pi3_WritingInputs */

const en_pi3_writing = /** @type {(inputs: Pi3_WritingInputs) => LocalizedString} */ (i) => {const totalPlural = registry.plural("en", i?.total, {});
	if (totalPlural === "one") return /** @type {LocalizedString} */ (`Writing ${i?.doneText} of ${i?.totalText} game`);
	return /** @type {LocalizedString} */ (`Writing ${i?.doneText} of ${i?.totalText} games`)
	
};

const de_pi3_writing = /** @type {(inputs: Pi3_WritingInputs) => LocalizedString} */ (i) => {const totalPlural = registry.plural("de", i?.total, {});
	if (totalPlural === "one") return /** @type {LocalizedString} */ (`${i?.doneText} von ${i?.totalText} Partie gespeichert`);
	return /** @type {LocalizedString} */ (`${i?.doneText} von ${i?.totalText} Partien gespeichert`)
	
};

const fr_pi3_writing = /** @type {(inputs: Pi3_WritingInputs) => LocalizedString} */ (i) => {const totalPlural = registry.plural("fr", i?.total, {});
	if (totalPlural === "one") return /** @type {LocalizedString} */ (`Enregistrement de ${i?.doneText} partie sur ${i?.totalText}`);
	return /** @type {LocalizedString} */ (`Enregistrement de ${i?.doneText} parties sur ${i?.totalText}`)
	
};

const es_pi3_writing = /** @type {(inputs: Pi3_WritingInputs) => LocalizedString} */ (i) => {const totalPlural = registry.plural("es", i?.total, {});
	if (totalPlural === "one") return /** @type {LocalizedString} */ (`Guardando ${i?.doneText} de ${i?.totalText} partida`);
	return /** @type {LocalizedString} */ (`Guardando ${i?.doneText} de ${i?.totalText} partidas`)
	
};

/**
* | totalPlural | output |
* | --- | --- |
* | "one" | "Writing {doneText} of {totalText} game" |
* | * | "Writing {doneText} of {totalText} games" |
*
* @param {Pi3_WritingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pi3_writing = /** @type {((inputs: Pi3_WritingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pi3_WritingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pi3_writing(inputs)
	if (locale === "fr") return fr_pi3_writing(inputs)
	if (locale === "es") return es_pi3_writing(inputs)
	return en_pi3_writing(inputs)
});