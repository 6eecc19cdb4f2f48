/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Host_MarkInputs */

const en_tb_host_mark = /** @type {(inputs: Tb_Host_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · host`)
};

const de_tb_host_mark = /** @type {(inputs: Tb_Host_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · Gastgeber`)
};

const fr_tb_host_mark = /** @type {(inputs: Tb_Host_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · hôte`)
};

const es_tb_host_mark = /** @type {(inputs: Tb_Host_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · anfitrión`)
};

/**
* | output |
* | --- |
* | "· host" |
*
* @param {Tb_Host_MarkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_host_mark = /** @type {((inputs?: Tb_Host_MarkInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Host_MarkInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_host_mark(inputs)
	if (locale === "fr") return fr_tb_host_mark(inputs)
	if (locale === "es") return es_tb_host_mark(inputs)
	return en_tb_host_mark(inputs)
});