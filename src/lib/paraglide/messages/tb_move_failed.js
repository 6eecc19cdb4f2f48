/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Move_FailedInputs */

const en_tb_move_failed = /** @type {(inputs: Tb_Move_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The relay did not open the table under its new code, so the phone was not removed. Try again.`)
};

const de_tb_move_failed = /** @type {(inputs: Tb_Move_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Relay hat den Tisch unter seinem neuen Code nicht geöffnet, deshalb wurde das Handy nicht entfernt. Versuche es noch einmal.`)
};

const fr_tb_move_failed = /** @type {(inputs: Tb_Move_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le relais n’a pas ouvert la table sous son nouveau code : le téléphone n’a donc pas été retiré. Réessayez.`)
};

const es_tb_move_failed = /** @type {(inputs: Tb_Move_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El relé no abrió la mesa con su nuevo código, así que el móvil no se ha quitado. Vuelve a intentarlo.`)
};

/**
* | output |
* | --- |
* | "The relay did not open the table under its new code, so the phone was not removed. Try again." |
*
* @param {Tb_Move_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_move_failed = /** @type {((inputs?: Tb_Move_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Move_FailedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_move_failed(inputs)
	if (locale === "fr") return fr_tb_move_failed(inputs)
	if (locale === "es") return es_tb_move_failed(inputs)
	return en_tb_move_failed(inputs)
});