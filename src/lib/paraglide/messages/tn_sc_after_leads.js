/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ after: NonNullable<unknown>, names: NonNullable<unknown>, totals: NonNullable<unknown>, count: NonNullable<unknown> }} Tn_Sc_After_LeadsInputs */

const en_tn_sc_after_leads = /** @type {(inputs: Tn_Sc_After_LeadsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`After ${i?.after}, ${i?.names} leads. Totals: ${i?.totals}.`);
	return /** @type {LocalizedString} */ (`After ${i?.after}, ${i?.names} are level in the lead. Totals: ${i?.totals}.`)
	
};

const de_tn_sc_after_leads = /** @type {(inputs: Tn_Sc_After_LeadsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Nach ${i?.after} führt ${i?.names}. Summen: ${i?.totals}.`);
	return /** @type {LocalizedString} */ (`Nach ${i?.after} liegen ${i?.names} gemeinsam vorn. Summen: ${i?.totals}.`)
	
};

const fr_tn_sc_after_leads = /** @type {(inputs: Tn_Sc_After_LeadsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Après ${i?.after}, ${i?.names} est en tête. Totaux : ${i?.totals}.`);
	return /** @type {LocalizedString} */ (`Après ${i?.after}, ${i?.names} sont à égalité en tête. Totaux : ${i?.totals}.`)
	
};

const es_tn_sc_after_leads = /** @type {(inputs: Tn_Sc_After_LeadsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Tras ${i?.after}, ${i?.names} va en cabeza. Totales: ${i?.totals}.`);
	return /** @type {LocalizedString} */ (`Tras ${i?.after}, ${i?.names} empatan en cabeza. Totales: ${i?.totals}.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "After {after}, {names} leads. Totals: {totals}." |
* | * | "After {after}, {names} are level in the lead. Totals: {totals}." |
*
* @param {Tn_Sc_After_LeadsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_sc_after_leads = /** @type {((inputs: Tn_Sc_After_LeadsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Sc_After_LeadsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_sc_after_leads(inputs)
	if (locale === "fr") return fr_tn_sc_after_leads(inputs)
	if (locale === "es") return es_tn_sc_after_leads(inputs)
	return en_tn_sc_after_leads(inputs)
});