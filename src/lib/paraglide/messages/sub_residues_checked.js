/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Residues_CheckedInputs */

const en_sub_residues_checked = /** @type {(inputs: Sub_Residues_CheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every element of A is in S: the few that residues could not place were checked one by one.`)
};

const de_sub_residues_checked = /** @type {(inputs: Sub_Residues_CheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedes Element von A liegt in S: Die wenigen, die die Reste nicht einordnen konnten, wurden einzeln geprüft.`)
};

const fr_sub_residues_checked = /** @type {(inputs: Sub_Residues_CheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout élément de A est dans S : les quelques éléments que les restes ne pouvaient pas placer ont été vérifiés un par un.`)
};

const es_sub_residues_checked = /** @type {(inputs: Sub_Residues_CheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo elemento de A está en S: los pocos que los restos no podían situar se comprobaron uno a uno.`)
};

/**
* | output |
* | --- |
* | "Every element of A is in S: the few that residues could not place were checked one by one." |
*
* @param {Sub_Residues_CheckedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_residues_checked = /** @type {((inputs?: Sub_Residues_CheckedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Residues_CheckedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_residues_checked(inputs)
	if (locale === "fr") return fr_sub_residues_checked(inputs)
	if (locale === "es") return es_sub_residues_checked(inputs)
	return en_sub_residues_checked(inputs)
});