/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Crashed_SavingInputs */

const en_sb_crashed_saving = /** @type {(inputs: Sb_Crashed_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The import stopped unexpectedly while the games were being saved. Look at your games to see whether they arrived, then import the file again if they did not.`)
};

const de_sb_crashed_saving = /** @type {(inputs: Sb_Crashed_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Import ist beim Speichern der Partien unerwartet stehen geblieben. Sieh bei deinen Partien nach, ob sie angekommen sind, und importiere die Datei sonst noch einmal.`)
};

const fr_sb_crashed_saving = /** @type {(inputs: Sb_Crashed_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’import s’est arrêté de façon inattendue pendant l’enregistrement des parties. Regardez vos parties pour voir si elles sont arrivées, puis importez de nouveau le fichier si ce n’est pas le cas.`)
};

const es_sb_crashed_saving = /** @type {(inputs: Sb_Crashed_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La importación se detuvo de forma inesperada mientras se guardaban las partidas. Mira tus partidas para ver si han llegado y, si no, vuelve a importar el archivo.`)
};

/**
* | output |
* | --- |
* | "The import stopped unexpectedly while the games were being saved. Look at your games to see whether they arrived, then import the file again if they did not." |
*
* @param {Sb_Crashed_SavingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_crashed_saving = /** @type {((inputs?: Sb_Crashed_SavingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Crashed_SavingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_crashed_saving(inputs)
	if (locale === "fr") return fr_sb_crashed_saving(inputs)
	if (locale === "es") return es_sb_crashed_saving(inputs)
	return en_sb_crashed_saving(inputs)
});