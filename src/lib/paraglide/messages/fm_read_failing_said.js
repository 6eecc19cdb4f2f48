/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ words: NonNullable<unknown> }} Fm_Read_Failing_SaidInputs */

const en_fm_read_failing_said = /** @type {(inputs: Fm_Read_Failing_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your saved games cannot be read just now (the browser said: "${i?.words}"). This happens when the device is out of space, or in private browsing. Free some space on the device, then try again.`)
};

const de_fm_read_failing_said = /** @type {(inputs: Fm_Read_Failing_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine gespeicherten Spiele können gerade nicht gelesen werden (der Browser meldete: „${i?.words}“). Das passiert, wenn auf dem Gerät kein Platz mehr frei ist, oder beim privaten Surfen. Schaffe etwas Platz auf dem Gerät und versuche es dann noch einmal.`)
};

const fr_fm_read_failing_said = /** @type {(inputs: Fm_Read_Failing_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vos parties enregistrées ne peuvent pas être lues pour l’instant (le navigateur a répondu : « ${i?.words} »). Cela arrive quand l’appareil n’a plus de place, ou en navigation privée. Libérez de la place sur l’appareil, puis réessayez.`)
};

const es_fm_read_failing_said = /** @type {(inputs: Fm_Read_Failing_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tus partidas guardadas no se pueden leer ahora mismo (el navegador ha dicho: «${i?.words}»). Pasa cuando el dispositivo no tiene espacio o en navegación privada. Libera espacio en el dispositivo y vuelve a intentarlo.`)
};

/**
* | output |
* | --- |
* | "Your saved games cannot be read just now (the browser said: \"{words}\"). This happens when the device is out of space, or in private browsing. Free some space..." |
*
* @param {Fm_Read_Failing_SaidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_read_failing_said = /** @type {((inputs: Fm_Read_Failing_SaidInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Read_Failing_SaidInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_read_failing_said(inputs)
	if (locale === "fr") return fr_fm_read_failing_said(inputs)
	if (locale === "es") return es_fm_read_failing_said(inputs)
	return en_fm_read_failing_said(inputs)
});