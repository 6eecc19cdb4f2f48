/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ size: NonNullable<unknown> }} Ph_HelpInputs */

const en_ph_help = /** @type {(inputs: Ph_HelpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photos stay on this phone, resized to at most ${i?.size} pixels on the longer side (JPEG). They leave it only in a backup you export.`)
};

const de_ph_help = /** @type {(inputs: Ph_HelpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fotos bleiben auf diesem Handy, verkleinert auf höchstens ${i?.size} Pixel an der längeren Seite (JPEG). Sie verlassen es nur in einer Sicherung, die du exportierst.`)
};

const fr_ph_help = /** @type {(inputs: Ph_HelpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les photos restent sur ce téléphone, réduites à ${i?.size} pixels au plus sur le grand côté (JPEG). Elles n’en sortent que dans une sauvegarde que vous exportez.`)
};

const es_ph_help = /** @type {(inputs: Ph_HelpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Las fotos se quedan en este móvil, reducidas a ${i?.size} píxeles como máximo en el lado más largo (JPEG). Solo salen de él en una copia de seguridad que exportes.`)
};

/**
* | output |
* | --- |
* | "Photos stay on this phone, resized to at most {size} pixels on the longer side (JPEG). They leave it only in a backup you export." |
*
* @param {Ph_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const ph_help = /** @type {((inputs: Ph_HelpInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ph_HelpInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ph_help(inputs)
	if (locale === "fr") return fr_ph_help(inputs)
	if (locale === "es") return es_ph_help(inputs)
	return en_ph_help(inputs)
});