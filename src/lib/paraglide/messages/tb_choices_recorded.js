/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Choices_RecordedInputs */

const en_tb_choices_recorded = /** @type {(inputs: Tb_Choices_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every choice was revealed, checked against what each phone sealed, and recorded.`)
};

const de_tb_choices_recorded = /** @type {(inputs: Tb_Choices_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jede Wahl wurde aufgedeckt, mit dem verglichen, was jedes Handy versiegelt hat, und gespeichert.`)
};

const fr_tb_choices_recorded = /** @type {(inputs: Tb_Choices_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les choix ont été révélés, vérifiés par rapport à ce que chaque téléphone a scellé, et enregistrés.`)
};

const es_tb_choices_recorded = /** @type {(inputs: Tb_Choices_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las elecciones se han revelado, comprobado con lo que selló cada móvil y guardado.`)
};

/**
* | output |
* | --- |
* | "Every choice was revealed, checked against what each phone sealed, and recorded." |
*
* @param {Tb_Choices_RecordedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_choices_recorded = /** @type {((inputs?: Tb_Choices_RecordedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Choices_RecordedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_choices_recorded(inputs)
	if (locale === "fr") return fr_tb_choices_recorded(inputs)
	if (locale === "es") return es_tb_choices_recorded(inputs)
	return en_tb_choices_recorded(inputs)
});