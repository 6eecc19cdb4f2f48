/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Refused_NewerInputs */

const en_sb_refused_newer = /** @type {(inputs: Sb_Refused_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This backup was made by a newer version of Tablemate. Update the app, then import it.`)
};

const de_sb_refused_newer = /** @type {(inputs: Sb_Refused_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Sicherung stammt von einer neueren Tablemate-Version. Aktualisiere die App und importiere sie dann.`)
};

const fr_sb_refused_newer = /** @type {(inputs: Sb_Refused_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette sauvegarde a été faite par une version plus récente de Tablemate. Mettez l’appli à jour, puis importez-la.`)
};

const es_sb_refused_newer = /** @type {(inputs: Sb_Refused_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta copia la hizo una versión más reciente de Tablemate. Actualiza la app y luego impórtala.`)
};

/**
* | output |
* | --- |
* | "This backup was made by a newer version of Tablemate. Update the app, then import it." |
*
* @param {Sb_Refused_NewerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_refused_newer = /** @type {((inputs?: Sb_Refused_NewerInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Refused_NewerInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_refused_newer(inputs)
	if (locale === "fr") return fr_sb_refused_newer(inputs)
	if (locale === "es") return es_sb_refused_newer(inputs)
	return en_sb_refused_newer(inputs)
});