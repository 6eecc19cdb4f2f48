/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Share_FailedInputs */

const en_tb_share_failed = /** @type {(inputs: Tb_Share_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The game could not be shared.`)
};

const de_tb_share_failed = /** @type {(inputs: Tb_Share_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Spiel konnte nicht geteilt werden.`)
};

const fr_tb_share_failed = /** @type {(inputs: Tb_Share_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La partie n’a pas pu être partagée.`)
};

const es_tb_share_failed = /** @type {(inputs: Tb_Share_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo compartir la partida.`)
};

/**
* | output |
* | --- |
* | "The game could not be shared." |
*
* @param {Tb_Share_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_share_failed = /** @type {((inputs?: Tb_Share_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Share_FailedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_share_failed(inputs)
	if (locale === "fr") return fr_tb_share_failed(inputs)
	if (locale === "es") return es_tb_share_failed(inputs)
	return en_tb_share_failed(inputs)
});