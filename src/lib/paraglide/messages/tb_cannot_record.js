/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Cannot_RecordInputs */

const en_tb_cannot_record = /** @type {(inputs: Tb_Cannot_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This phone cannot record entries here.`)
};

const de_tb_cannot_record = /** @type {(inputs: Tb_Cannot_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Handy kann hier keine Einträge speichern.`)
};

const fr_tb_cannot_record = /** @type {(inputs: Tb_Cannot_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce téléphone ne peut pas enregistrer d’entrées ici.`)
};

const es_tb_cannot_record = /** @type {(inputs: Tb_Cannot_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este móvil no puede guardar entradas aquí.`)
};

/**
* | output |
* | --- |
* | "This phone cannot record entries here." |
*
* @param {Tb_Cannot_RecordInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_cannot_record = /** @type {((inputs?: Tb_Cannot_RecordInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Cannot_RecordInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_cannot_record(inputs)
	if (locale === "fr") return fr_tb_cannot_record(inputs)
	if (locale === "es") return es_tb_cannot_record(inputs)
	return en_tb_cannot_record(inputs)
});