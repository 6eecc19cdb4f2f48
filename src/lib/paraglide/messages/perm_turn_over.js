/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Turn_OverInputs */

const en_perm_turn_over = /** @type {(inputs: Perm_Turn_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn the bids over together, then tap each player's bid.`)
};

const de_perm_turn_over = /** @type {(inputs: Perm_Turn_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deckt die Gebote gemeinsam auf, dann tippt das Gebot jedes Spielers an.`)
};

const fr_perm_turn_over = /** @type {(inputs: Perm_Turn_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retournez les mises ensemble, puis touchez la mise de chaque joueur.`)
};

const es_perm_turn_over = /** @type {(inputs: Perm_Turn_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descubrid las pujas a la vez y luego tocad la puja de cada jugador.`)
};

/**
* | output |
* | --- |
* | "Turn the bids over together, then tap each player's bid." |
*
* @param {Perm_Turn_OverInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_turn_over = /** @type {((inputs?: Perm_Turn_OverInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Turn_OverInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_turn_over(inputs)
	if (locale === "fr") return fr_perm_turn_over(inputs)
	if (locale === "es") return es_perm_turn_over(inputs)
	return en_perm_turn_over(inputs)
});