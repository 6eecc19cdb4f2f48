/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Storage_FailedInputs */

const en_home_storage_failed = /** @type {(inputs: Home_Storage_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your saved games cannot be read just now: the browser's storage did not open. This happens when the device is out of space, or in private browsing. Free some space on the device, then try again.`)
};

const de_home_storage_failed = /** @type {(inputs: Home_Storage_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine gespeicherten Spiele lassen sich gerade nicht lesen: Der Speicher des Browsers ließ sich nicht öffnen. Das passiert, wenn auf dem Gerät kein Platz mehr frei ist, oder im privaten Modus. Schaffe etwas Platz auf dem Gerät und versuche es dann erneut.`)
};

const fr_home_storage_failed = /** @type {(inputs: Home_Storage_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos parties enregistrées ne peuvent pas être lues pour le moment : le stockage du navigateur ne s’est pas ouvert. Cela arrive quand l’appareil manque de place, ou en navigation privée. Libérez de la place sur l’appareil, puis réessayez.`)
};

const es_home_storage_failed = /** @type {(inputs: Home_Storage_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahora mismo no se pueden leer tus partidas guardadas: el almacenamiento del navegador no se abrió. Esto pasa cuando el dispositivo se queda sin espacio, o en navegación privada. Libera algo de espacio en el dispositivo y vuelve a intentarlo.`)
};

/**
* | output |
* | --- |
* | "Your saved games cannot be read just now: the browser's storage did not open. This happens when the device is out of space, or in private browsing. Free some..." |
*
* @param {Home_Storage_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const home_storage_failed = /** @type {((inputs?: Home_Storage_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Storage_FailedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_storage_failed(inputs)
	if (locale === "fr") return fr_home_storage_failed(inputs)
	if (locale === "es") return es_home_storage_failed(inputs)
	return en_home_storage_failed(inputs)
});