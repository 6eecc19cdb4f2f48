/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_UnreachableInputs */

const en_tb_unreachable = /** @type {(inputs: Tb_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The relay cannot be reached. The game goes on on this phone, and catches up once the relay is back.`)
};

const de_tb_unreachable = /** @type {(inputs: Tb_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Relay ist nicht erreichbar. Das Spiel geht auf diesem Handy weiter und holt alles nach, sobald das Relay wieder da ist.`)
};

const fr_tb_unreachable = /** @type {(inputs: Tb_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le relais est injoignable. La partie continue sur ce téléphone et se remet à jour dès que le relais revient.`)
};

const es_tb_unreachable = /** @type {(inputs: Tb_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se puede conectar con el relé. La partida sigue en este móvil y se pone al día en cuanto vuelva el relé.`)
};

/**
* | output |
* | --- |
* | "The relay cannot be reached. The game goes on on this phone, and catches up once the relay is back." |
*
* @param {Tb_UnreachableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_unreachable = /** @type {((inputs?: Tb_UnreachableInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_UnreachableInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_unreachable(inputs)
	if (locale === "fr") return fr_tb_unreachable(inputs)
	if (locale === "es") return es_tb_unreachable(inputs)
	return en_tb_unreachable(inputs)
});