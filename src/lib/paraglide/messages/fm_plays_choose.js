/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ file: NonNullable<unknown> }} Fm_Plays_ChooseInputs */

const en_fm_plays_choose = /** @type {(inputs: Fm_Plays_ChooseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose a BG Stats export (${i?.file}) or a BoardGameGeek plays file (the XML its plays page gives). The whole file is checked first, and you see who is who before anything is saved. Plays already here are never added twice.`)
};

const de_fm_plays_choose = /** @type {(inputs: Fm_Plays_ChooseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wähle einen BG-Stats-Export (${i?.file}) oder eine Partien-Datei von BoardGameGeek (das XML von dessen Partien-Seite). Zuerst wird die ganze Datei geprüft, und du siehst, wer wer ist, bevor etwas gespeichert wird. Partien, die schon hier sind, kommen nie doppelt hinzu.`)
};

const fr_fm_plays_choose = /** @type {(inputs: Fm_Plays_ChooseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choisissez un export BG Stats (${i?.file}) ou un fichier de parties BoardGameGeek (le XML de sa page de parties). Tout le fichier est d’abord vérifié, et vous voyez qui est qui avant que rien ne soit enregistré. Les parties déjà présentes ne sont jamais ajoutées deux fois.`)
};

const es_fm_plays_choose = /** @type {(inputs: Fm_Plays_ChooseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Elige una exportación de BG Stats (${i?.file}) o un archivo de partidas de BoardGameGeek (el XML que da su página de partidas). Primero se comprueba todo el archivo, y ves quién es quién antes de guardar nada. Las partidas que ya están aquí nunca se añaden dos veces.`)
};

/**
* | output |
* | --- |
* | "Choose a BG Stats export ({file}) or a BoardGameGeek plays file (the XML its plays page gives). The whole file is checked first, and you see who is who befor..." |
*
* @param {Fm_Plays_ChooseInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_plays_choose = /** @type {((inputs: Fm_Plays_ChooseInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Plays_ChooseInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_plays_choose(inputs)
	if (locale === "fr") return fr_fm_plays_choose(inputs)
	if (locale === "es") return es_fm_plays_choose(inputs)
	return en_fm_plays_choose(inputs)
});