/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tb_Pass_ToInputs */

const en_tb_pass_to = /** @type {(inputs: Tb_Pass_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} has no phone of their own: pass this phone to ${i?.name}.`)
};

const de_tb_pass_to = /** @type {(inputs: Tb_Pass_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hat kein eigenes Handy: Gib dieses Handy an ${i?.name} weiter.`)
};

const fr_tb_pass_to = /** @type {(inputs: Tb_Pass_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} n’a pas de téléphone : passez ce téléphone à ${i?.name}.`)
};

const es_tb_pass_to = /** @type {(inputs: Tb_Pass_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} no tiene móvil propio: pásale este móvil a ${i?.name}.`)
};

/**
* | output |
* | --- |
* | "{name} has no phone of their own: pass this phone to {name}." |
*
* @param {Tb_Pass_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_pass_to = /** @type {((inputs: Tb_Pass_ToInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Pass_ToInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_pass_to(inputs)
	if (locale === "fr") return fr_tb_pass_to(inputs)
	if (locale === "es") return es_tb_pass_to(inputs)
	return en_tb_pass_to(inputs)
});