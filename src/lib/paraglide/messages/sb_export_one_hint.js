/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Export_One_HintInputs */

const en_sb_export_one_hint = /** @type {(inputs: Sb_Export_One_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To export a single game, open it and choose "Export this game".`)
};

const de_sb_export_one_hint = /** @type {(inputs: Sb_Export_One_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um eine einzelne Partie zu exportieren, öffne sie und exportiere sie dort.`)
};

const fr_sb_export_one_hint = /** @type {(inputs: Sb_Export_One_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour exporter une seule partie, ouvrez-la et exportez-la depuis son écran.`)
};

const es_sb_export_one_hint = /** @type {(inputs: Sb_Export_One_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para exportar una sola partida, ábrela y expórtala desde su pantalla.`)
};

/**
* | output |
* | --- |
* | "To export a single game, open it and choose \"Export this game\"." |
*
* @param {Sb_Export_One_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_export_one_hint = /** @type {((inputs?: Sb_Export_One_HintInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Export_One_HintInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_export_one_hint(inputs)
	if (locale === "fr") return fr_sb_export_one_hint(inputs)
	if (locale === "es") return es_sb_export_one_hint(inputs)
	return en_sb_export_one_hint(inputs)
});