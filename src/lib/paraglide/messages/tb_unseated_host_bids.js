/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, names: NonNullable<unknown> }} Tb_Unseated_Host_BidsInputs */

const en_tb_unseated_host_bids = /** @type {(inputs: Tb_Unseated_Host_BidsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.names} has no phone of their own: this phone will ask for their bids, to pass to them.`);
	return /** @type {LocalizedString} */ (`${i?.names} have no phone of their own: this phone will ask for their bids, to pass to them.`)
	
};

const de_tb_unseated_host_bids = /** @type {(inputs: Tb_Unseated_Host_BidsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.names} hat kein eigenes Handy: Dieses Handy fragt nach dem Gebot und wird dafür weitergegeben.`);
	return /** @type {LocalizedString} */ (`${i?.names} haben kein eigenes Handy: Dieses Handy fragt nach ihren Geboten und wird dafür weitergegeben.`)
	
};

const fr_tb_unseated_host_bids = /** @type {(inputs: Tb_Unseated_Host_BidsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.names} n’a pas de téléphone : ce téléphone demandera sa mise, en passant de main en main.`);
	return /** @type {LocalizedString} */ (`${i?.names} n’ont pas de téléphone : ce téléphone demandera leurs mises, en passant de main en main.`)
	
};

const es_tb_unseated_host_bids = /** @type {(inputs: Tb_Unseated_Host_BidsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.names} no tiene móvil propio: este móvil le pedirá su puja, pasándoselo.`);
	return /** @type {LocalizedString} */ (`${i?.names} no tienen móvil propio: este móvil les pedirá sus pujas, pasándoselo.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{names} has no phone of their own: this phone will ask for their bids, to pass to them." |
* | * | "{names} have no phone of their own: this phone will ask for their bids, to pass to them." |
*
* @param {Tb_Unseated_Host_BidsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_unseated_host_bids = /** @type {((inputs: Tb_Unseated_Host_BidsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Unseated_Host_BidsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_unseated_host_bids(inputs)
	if (locale === "fr") return fr_tb_unseated_host_bids(inputs)
	if (locale === "es") return es_tb_unseated_host_bids(inputs)
	return en_tb_unseated_host_bids(inputs)
});