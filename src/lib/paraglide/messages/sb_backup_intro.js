/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Backup_IntroInputs */

const en_sb_backup_intro = /** @type {(inputs: Sb_Backup_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your games live only in this browser on this device. A backup file keeps them safe and moves them to another device.`)
};

const de_sb_backup_intro = /** @type {(inputs: Sb_Backup_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Partien liegen nur in diesem Browser auf diesem Gerät. Eine Sicherungsdatei bewahrt sie auf und bringt sie auf ein anderes Gerät.`)
};

const fr_sb_backup_intro = /** @type {(inputs: Sb_Backup_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos parties ne vivent que dans ce navigateur, sur cet appareil. Un fichier de sauvegarde les met à l’abri et les emporte sur un autre appareil.`)
};

const es_sb_backup_intro = /** @type {(inputs: Sb_Backup_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus partidas solo viven en este navegador, en este dispositivo. Un archivo de copia las guarda a salvo y las lleva a otro dispositivo.`)
};

/**
* | output |
* | --- |
* | "Your games live only in this browser on this device. A backup file keeps them safe and moves them to another device." |
*
* @param {Sb_Backup_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_backup_intro = /** @type {((inputs?: Sb_Backup_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Backup_IntroInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_backup_intro(inputs)
	if (locale === "fr") return fr_sb_backup_intro(inputs)
	if (locale === "es") return es_sb_backup_intro(inputs)
	return en_sb_backup_intro(inputs)
});