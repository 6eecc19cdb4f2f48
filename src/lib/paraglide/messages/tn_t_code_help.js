/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_T_Code_HelpInputs */

const en_tn_t_code_help = /** @type {(inputs: Tn_T_Code_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scan it with another phone's camera, or open Join a table there and type the code.`)
};

const de_tn_t_code_help = /** @type {(inputs: Tn_T_Code_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scanne ihn mit der Kamera eines anderen Handys oder öffne dort „Einem Tisch beitreten“ und tippe den Code ab.`)
};

const fr_tn_t_code_help = /** @type {(inputs: Tn_T_Code_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scannez-le avec la caméra d’un autre téléphone, ou ouvrez-y « Rejoindre une table » et tapez le code.`)
};

const es_tn_t_code_help = /** @type {(inputs: Tn_T_Code_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escanéalo con la cámara de otro móvil, o abre allí «Unirse a una mesa» y escribe el código.`)
};

/**
* | output |
* | --- |
* | "Scan it with another phone's camera, or open Join a table there and type the code." |
*
* @param {Tn_T_Code_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_t_code_help = /** @type {((inputs?: Tn_T_Code_HelpInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_T_Code_HelpInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_t_code_help(inputs)
	if (locale === "fr") return fr_tn_t_code_help(inputs)
	if (locale === "es") return es_tn_t_code_help(inputs)
	return en_tn_t_code_help(inputs)
});