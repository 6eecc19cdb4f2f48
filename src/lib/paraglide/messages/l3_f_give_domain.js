/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ v: NonNullable<unknown>, example: NonNullable<unknown> }} L3_F_Give_DomainInputs */

const en_l3_f_give_domain = /** @type {(inputs: L3_F_Give_DomainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Give ${i?.v} a domain, as in ${i?.example}: without one the checker reads only conditions about numbers.`)
};

const de_l3_f_give_domain = /** @type {(inputs: L3_F_Give_DomainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gib ${i?.v} eine Grundmenge, wie in ${i?.example}: Ohne sie liest der Prüfer nur Bedingungen über Zahlen.`)
};

const fr_l3_f_give_domain = /** @type {(inputs: L3_F_Give_DomainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Donnez un domaine à ${i?.v}, comme dans ${i?.example} : sans domaine, le vérificateur ne lit que des conditions sur des nombres.`)
};

const es_l3_f_give_domain = /** @type {(inputs: L3_F_Give_DomainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Da a ${i?.v} un dominio, como en ${i?.example}: sin él, el comprobador solo lee condiciones sobre números.`)
};

/**
* | output |
* | --- |
* | "Give {v} a domain, as in {example}: without one the checker reads only conditions about numbers." |
*
* @param {L3_F_Give_DomainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_give_domain = /** @type {((inputs: L3_F_Give_DomainInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Give_DomainInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_give_domain(inputs)
	if (locale === "fr") return fr_l3_f_give_domain(inputs)
	if (locale === "es") return es_l3_f_give_domain(inputs)
	return en_l3_f_give_domain(inputs)
});