/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ error: NonNullable<unknown> }} Tb_Share_Failed_BecauseInputs */

const en_tb_share_failed_because = /** @type {(inputs: Tb_Share_Failed_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The game could not be shared: ${i?.error}`)
};

const de_tb_share_failed_because = /** @type {(inputs: Tb_Share_Failed_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das Spiel konnte nicht geteilt werden: ${i?.error}`)
};

const fr_tb_share_failed_because = /** @type {(inputs: Tb_Share_Failed_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La partie n’a pas pu être partagée : ${i?.error}`)
};

const es_tb_share_failed_because = /** @type {(inputs: Tb_Share_Failed_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo compartir la partida: ${i?.error}`)
};

/**
* | output |
* | --- |
* | "The game could not be shared: {error}" |
*
* @param {Tb_Share_Failed_BecauseInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_share_failed_because = /** @type {((inputs: Tb_Share_Failed_BecauseInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Share_Failed_BecauseInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_share_failed_because(inputs)
	if (locale === "fr") return fr_tb_share_failed_because(inputs)
	if (locale === "es") return es_tb_share_failed_because(inputs)
	return en_tb_share_failed_because(inputs)
});