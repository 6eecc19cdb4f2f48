/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Bids_RecordedInputs */

const en_tb_bids_recorded = /** @type {(inputs: Tb_Bids_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every bid was revealed, checked against what each phone sealed, and recorded.`)
};

const de_tb_bids_recorded = /** @type {(inputs: Tb_Bids_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Gebote wurden aufgedeckt, mit dem verglichen, was jedes Handy versiegelt hat, und gespeichert.`)
};

const fr_tb_bids_recorded = /** @type {(inputs: Tb_Bids_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les mises ont été révélées, vérifiées par rapport à ce que chaque téléphone a scellé, et enregistrées.`)
};

const es_tb_bids_recorded = /** @type {(inputs: Tb_Bids_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las pujas se han revelado, comprobado con lo que selló cada móvil y guardado.`)
};

/**
* | output |
* | --- |
* | "Every bid was revealed, checked against what each phone sealed, and recorded." |
*
* @param {Tb_Bids_RecordedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_bids_recorded = /** @type {((inputs?: Tb_Bids_RecordedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Bids_RecordedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_bids_recorded(inputs)
	if (locale === "fr") return fr_tb_bids_recorded(inputs)
	if (locale === "es") return es_tb_bids_recorded(inputs)
	return en_tb_bids_recorded(inputs)
});