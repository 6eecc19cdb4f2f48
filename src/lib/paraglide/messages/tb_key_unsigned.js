/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tb_Key_UnsignedInputs */

const en_tb_key_unsigned = /** @type {(inputs: Tb_Key_UnsignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A key to open ${i?.name}'s secret move is not signed by the phone that sealed it, so it is ignored.`)
};

const de_tb_key_unsigned = /** @type {(inputs: Tb_Key_UnsignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein Schlüssel zum Öffnen des geheimen Zugs von ${i?.name} ist nicht von dem Handy signiert, das ihn versiegelt hat, deshalb wird er übergangen.`)
};

const fr_tb_key_unsigned = /** @type {(inputs: Tb_Key_UnsignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Une clé pour ouvrir le coup secret de ${i?.name} n’est pas signée par le téléphone qui l’a scellé : elle est donc ignorée.`)
};

const es_tb_key_unsigned = /** @type {(inputs: Tb_Key_UnsignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Una clave para abrir la jugada secreta de ${i?.name} no está firmada por el móvil que la selló, así que se ignora.`)
};

/**
* | output |
* | --- |
* | "A key to open {name}'s secret move is not signed by the phone that sealed it, so it is ignored." |
*
* @param {Tb_Key_UnsignedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_key_unsigned = /** @type {((inputs: Tb_Key_UnsignedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Key_UnsignedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_key_unsigned(inputs)
	if (locale === "fr") return fr_tb_key_unsigned(inputs)
	if (locale === "es") return es_tb_key_unsigned(inputs)
	return en_tb_key_unsigned(inputs)
});