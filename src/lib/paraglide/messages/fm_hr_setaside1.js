/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Hr_Setaside1Inputs */

const en_fm_hr_setaside1 = /** @type {(inputs: Fm_Hr_Setaside1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colour set aside with three players`)
};

const de_fm_hr_setaside1 = /** @type {(inputs: Fm_Hr_Setaside1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weggelegte Farbe bei drei Personen`)
};

const fr_fm_hr_setaside1 = /** @type {(inputs: Fm_Hr_Setaside1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Couleur mise de côté à trois joueurs`)
};

const es_fm_hr_setaside1 = /** @type {(inputs: Fm_Hr_Setaside1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Color apartado con tres jugadores`)
};

/**
* | output |
* | --- |
* | "Colour set aside with three players" |
*
* @param {Fm_Hr_Setaside1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
const fm_hr_setaside1 = /** @type {((inputs?: Fm_Hr_Setaside1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Hr_Setaside1Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_hr_setaside1(inputs)
	if (locale === "fr") return fr_fm_hr_setaside1(inputs)
	if (locale === "es") return es_fm_hr_setaside1(inputs)
	return en_fm_hr_setaside1(inputs)
});
export { fm_hr_setaside1 as "fm_hr_setAside" }