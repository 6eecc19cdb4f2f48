/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Perm_Bid_AgainInputs */

const en_perm_bid_again = /** @type {(inputs: Perm_Bid_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} has already bid in this auction; undo that bid to change it.`)
};

const de_perm_bid_again = /** @type {(inputs: Perm_Bid_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hat in dieser Versteigerung schon geboten; nimm das Gebot zurück, um es zu ändern.`)
};

const fr_perm_bid_again = /** @type {(inputs: Perm_Bid_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a déjà misé dans cette enchère ; annule cette mise pour la changer.`)
};

const es_perm_bid_again = /** @type {(inputs: Perm_Bid_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ya ha pujado en esta subasta; deshaz esa puja para cambiarla.`)
};

/**
* | output |
* | --- |
* | "{name} has already bid in this auction; undo that bid to change it." |
*
* @param {Perm_Bid_AgainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_bid_again = /** @type {((inputs: Perm_Bid_AgainInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Bid_AgainInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_bid_again(inputs)
	if (locale === "fr") return fr_perm_bid_again(inputs)
	if (locale === "es") return es_perm_bid_again(inputs)
	return en_perm_bid_again(inputs)
});