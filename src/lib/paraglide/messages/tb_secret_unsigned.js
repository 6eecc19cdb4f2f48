/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tb_Secret_UnsignedInputs */

const en_tb_secret_unsigned = /** @type {(inputs: Tb_Secret_UnsignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A secret move for ${i?.name} in the shared table is not signed by the phone it names, or cannot be read, so it is ignored.`)
};

const de_tb_secret_unsigned = /** @type {(inputs: Tb_Secret_UnsignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein geheimer Zug für ${i?.name} am geteilten Tisch ist nicht von dem Handy signiert, das er nennt, oder nicht lesbar, deshalb wird er übergangen.`)
};

const fr_tb_secret_unsigned = /** @type {(inputs: Tb_Secret_UnsignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un coup secret pour ${i?.name} dans la table partagée n’est pas signé par le téléphone qu’il nomme, ou est illisible : il est donc ignoré.`)
};

const es_tb_secret_unsigned = /** @type {(inputs: Tb_Secret_UnsignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Una jugada secreta para ${i?.name} en la mesa compartida no está firmada por el móvil que indica, o no se puede leer, así que se ignora.`)
};

/**
* | output |
* | --- |
* | "A secret move for {name} in the shared table is not signed by the phone it names, or cannot be read, so it is ignored." |
*
* @param {Tb_Secret_UnsignedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_secret_unsigned = /** @type {((inputs: Tb_Secret_UnsignedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Secret_UnsignedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_secret_unsigned(inputs)
	if (locale === "fr") return fr_tb_secret_unsigned(inputs)
	if (locale === "es") return es_tb_secret_unsigned(inputs)
	return en_tb_secret_unsigned(inputs)
});