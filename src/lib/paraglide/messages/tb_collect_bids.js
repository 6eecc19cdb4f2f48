/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Collect_BidsInputs */

const en_tb_collect_bids = /** @type {(inputs: Tb_Collect_BidsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Collect secret bids on each phone`)
};

const de_tb_collect_bids = /** @type {(inputs: Tb_Collect_BidsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geheime Gebote auf jedem Handy einsammeln`)
};

const fr_tb_collect_bids = /** @type {(inputs: Tb_Collect_BidsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recueillir les mises secrètes sur chaque téléphone`)
};

const es_tb_collect_bids = /** @type {(inputs: Tb_Collect_BidsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recoger las pujas secretas en cada móvil`)
};

/**
* | output |
* | --- |
* | "Collect secret bids on each phone" |
*
* @param {Tb_Collect_BidsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_collect_bids = /** @type {((inputs?: Tb_Collect_BidsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Collect_BidsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_collect_bids(inputs)
	if (locale === "fr") return fr_tb_collect_bids(inputs)
	if (locale === "es") return es_tb_collect_bids(inputs)
	return en_tb_collect_bids(inputs)
});