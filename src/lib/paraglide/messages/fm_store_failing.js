/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Store_FailingInputs */

const en_fm_store_failing = /** @type {(inputs: Fm_Store_FailingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The browser could not write to its storage. This usually means the device is out of space.`)
};

const de_fm_store_failing = /** @type {(inputs: Fm_Store_FailingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Browser konnte nicht in seinen Speicher schreiben. Meist heißt das, dass auf dem Gerät kein Platz mehr frei ist.`)
};

const fr_fm_store_failing = /** @type {(inputs: Fm_Store_FailingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le navigateur n’a pas pu écrire dans son stockage. Cela signifie en général que l’appareil n’a plus de place.`)
};

const es_fm_store_failing = /** @type {(inputs: Fm_Store_FailingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El navegador no ha podido escribir en su almacenamiento. Normalmente significa que el dispositivo no tiene espacio.`)
};

/**
* | output |
* | --- |
* | "The browser could not write to its storage. This usually means the device is out of space." |
*
* @param {Fm_Store_FailingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_store_failing = /** @type {((inputs?: Fm_Store_FailingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Store_FailingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_store_failing(inputs)
	if (locale === "fr") return fr_fm_store_failing(inputs)
	if (locale === "es") return es_fm_store_failing(inputs)
	return en_fm_store_failing(inputs)
});