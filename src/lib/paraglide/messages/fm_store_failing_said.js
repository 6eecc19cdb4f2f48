/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ words: NonNullable<unknown> }} Fm_Store_Failing_SaidInputs */

const en_fm_store_failing_said = /** @type {(inputs: Fm_Store_Failing_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The browser could not write to its storage (it said: "${i?.words}"). This usually means the device is out of space.`)
};

const de_fm_store_failing_said = /** @type {(inputs: Fm_Store_Failing_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Browser konnte nicht in seinen Speicher schreiben (er meldete: „${i?.words}“). Meist heißt das, dass auf dem Gerät kein Platz mehr frei ist.`)
};

const fr_fm_store_failing_said = /** @type {(inputs: Fm_Store_Failing_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le navigateur n’a pas pu écrire dans son stockage (il a répondu : « ${i?.words} »). Cela signifie en général que l’appareil n’a plus de place.`)
};

const es_fm_store_failing_said = /** @type {(inputs: Fm_Store_Failing_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El navegador no ha podido escribir en su almacenamiento (ha dicho: «${i?.words}»). Normalmente significa que el dispositivo no tiene espacio.`)
};

/**
* | output |
* | --- |
* | "The browser could not write to its storage (it said: \"{words}\"). This usually means the device is out of space." |
*
* @param {Fm_Store_Failing_SaidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_store_failing_said = /** @type {((inputs: Fm_Store_Failing_SaidInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Store_Failing_SaidInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_store_failing_said(inputs)
	if (locale === "fr") return fr_fm_store_failing_said(inputs)
	if (locale === "es") return es_fm_store_failing_said(inputs)
	return en_fm_store_failing_said(inputs)
});