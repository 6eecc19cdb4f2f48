/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Secret_BidsInputs */

const en_tb_secret_bids = /** @type {(inputs: Tb_Secret_BidsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secret bids`)
};

const de_tb_secret_bids = /** @type {(inputs: Tb_Secret_BidsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geheime Gebote`)
};

const fr_tb_secret_bids = /** @type {(inputs: Tb_Secret_BidsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mises secrètes`)
};

const es_tb_secret_bids = /** @type {(inputs: Tb_Secret_BidsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pujas secretas`)
};

/**
* | output |
* | --- |
* | "Secret bids" |
*
* @param {Tb_Secret_BidsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_secret_bids = /** @type {((inputs?: Tb_Secret_BidsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Secret_BidsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_secret_bids(inputs)
	if (locale === "fr") return fr_tb_secret_bids(inputs)
	if (locale === "es") return es_tb_secret_bids(inputs)
	return en_tb_secret_bids(inputs)
});