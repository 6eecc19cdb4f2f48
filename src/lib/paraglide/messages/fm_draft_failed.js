/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Fm_Draft_FailedInputs */

const en_fm_draft_failed = /** @type {(inputs: Fm_Draft_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`What you typed could not be kept on this device, so reloading or closing the page will lose it. ${i?.reason}`)
};

const de_fm_draft_failed = /** @type {(inputs: Fm_Draft_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Eingabe konnte auf diesem Gerät nicht aufbewahrt werden; sie geht verloren, wenn du die Seite neu lädst oder schließt. ${i?.reason}`)
};

const fr_fm_draft_failed = /** @type {(inputs: Fm_Draft_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ce que vous avez saisi n’a pas pu être conservé sur cet appareil : ce sera perdu si vous rechargez ou fermez la page. ${i?.reason}`)
};

const es_fm_draft_failed = /** @type {(inputs: Fm_Draft_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lo que has escrito no se ha podido conservar en este dispositivo, así que se perderá si vuelves a cargar o cierras la página. ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "What you typed could not be kept on this device, so reloading or closing the page will lose it. {reason}" |
*
* @param {Fm_Draft_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_draft_failed = /** @type {((inputs: Fm_Draft_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Draft_FailedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_draft_failed(inputs)
	if (locale === "fr") return fr_fm_draft_failed(inputs)
	if (locale === "es") return es_fm_draft_failed(inputs)
	return en_fm_draft_failed(inputs)
});