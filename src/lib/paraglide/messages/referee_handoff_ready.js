/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Referee_Handoff_ReadyInputs */

const en_referee_handoff_ready = /** @type {(inputs: Referee_Handoff_ReadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`I am ${i?.name}: show my screen`)
};

const de_referee_handoff_ready = /** @type {(inputs: Referee_Handoff_ReadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ich bin ${i?.name}: meinen Bildschirm zeigen`)
};

const fr_referee_handoff_ready = /** @type {(inputs: Referee_Handoff_ReadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Je suis ${i?.name} : afficher mon écran`)
};

const es_referee_handoff_ready = /** @type {(inputs: Referee_Handoff_ReadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Soy ${i?.name}: mostrar mi pantalla`)
};

/**
* | output |
* | --- |
* | "I am {name}: show my screen" |
*
* @param {Referee_Handoff_ReadyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const referee_handoff_ready = /** @type {((inputs: Referee_Handoff_ReadyInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referee_Handoff_ReadyInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_referee_handoff_ready(inputs)
	if (locale === "fr") return fr_referee_handoff_ready(inputs)
	if (locale === "es") return es_referee_handoff_ready(inputs)
	return en_referee_handoff_ready(inputs)
});