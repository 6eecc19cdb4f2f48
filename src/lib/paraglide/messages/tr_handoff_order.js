/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Handoff_OrderInputs */

const en_tr_handoff_order = /** @type {(inputs: Tr_Handoff_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Put a′ in order. Only you should see this screen.`)
};

const de_tr_handoff_order = /** @type {(inputs: Tr_Handoff_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bring a′ in eine Reihenfolge. Nur du solltest diesen Bildschirm sehen.`)
};

const fr_tr_handoff_order = /** @type {(inputs: Tr_Handoff_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Range a′ dans un ordre. Toi seul dois voir cet écran.`)
};

const es_tr_handoff_order = /** @type {(inputs: Tr_Handoff_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordena a′. Solo tú deberías ver esta pantalla.`)
};

/**
* | output |
* | --- |
* | "Put a′ in order. Only you should see this screen." |
*
* @param {Tr_Handoff_OrderInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_handoff_order = /** @type {((inputs?: Tr_Handoff_OrderInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Handoff_OrderInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_handoff_order(inputs)
	if (locale === "fr") return fr_tr_handoff_order(inputs)
	if (locale === "es") return es_tr_handoff_order(inputs)
	return en_tr_handoff_order(inputs)
});