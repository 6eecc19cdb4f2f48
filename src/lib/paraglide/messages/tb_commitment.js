/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tb_CommitmentInputs */

const en_tb_commitment = /** @type {(inputs: Tb_CommitmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}'s secret move does not match what ${i?.name}'s phone committed to, so it is refused.`)
};

const de_tb_commitment = /** @type {(inputs: Tb_CommitmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der geheime Zug von ${i?.name} passt nicht zu dem, worauf sich das Handy von ${i?.name} festgelegt hat, deshalb wird er abgelehnt.`)
};

const fr_tb_commitment = /** @type {(inputs: Tb_CommitmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le coup secret de ${i?.name} ne correspond pas à ce à quoi le téléphone de ${i?.name} s’était engagé : il est donc refusé.`)
};

const es_tb_commitment = /** @type {(inputs: Tb_CommitmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La jugada secreta de ${i?.name} no coincide con lo que el móvil de ${i?.name} se comprometió a jugar, así que se rechaza.`)
};

/**
* | output |
* | --- |
* | "{name}'s secret move does not match what {name}'s phone committed to, so it is refused." |
*
* @param {Tb_CommitmentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_commitment = /** @type {((inputs: Tb_CommitmentInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_CommitmentInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_commitment(inputs)
	if (locale === "fr") return fr_tb_commitment(inputs)
	if (locale === "es") return es_tb_commitment(inputs)
	return en_tb_commitment(inputs)
});