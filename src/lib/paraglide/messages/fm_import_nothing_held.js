/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Fm_Import_Nothing_HeldInputs */

const en_fm_import_nothing_held = /** @type {(inputs: Fm_Import_Nothing_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reason} Nothing was imported: the device holds the games it held before.`)
};

const de_fm_import_nothing_held = /** @type {(inputs: Fm_Import_Nothing_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reason} Es wurde nichts importiert: Auf dem Gerät sind dieselben Spiele wie vorher.`)
};

const fr_fm_import_nothing_held = /** @type {(inputs: Fm_Import_Nothing_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reason} Rien n’a été importé : l’appareil contient les mêmes parties qu’avant.`)
};

const es_fm_import_nothing_held = /** @type {(inputs: Fm_Import_Nothing_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reason} No se ha importado nada: el dispositivo tiene las mismas partidas que antes.`)
};

/**
* | output |
* | --- |
* | "{reason} Nothing was imported: the device holds the games it held before." |
*
* @param {Fm_Import_Nothing_HeldInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_import_nothing_held = /** @type {((inputs: Fm_Import_Nothing_HeldInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Import_Nothing_HeldInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_import_nothing_held(inputs)
	if (locale === "fr") return fr_fm_import_nothing_held(inputs)
	if (locale === "es") return es_fm_import_nothing_held(inputs)
	return en_fm_import_nothing_held(inputs)
});