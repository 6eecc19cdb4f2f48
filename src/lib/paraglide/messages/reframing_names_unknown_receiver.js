/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ frame: NonNullable<unknown>, id: NonNullable<unknown> }} Reframing_Names_Unknown_ReceiverInputs */

const en_reframing_names_unknown_receiver = /** @type {(inputs: Reframing_Names_Unknown_ReceiverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Frame ${i?.frame} of the round 7 names lists "${i?.id}", who is not playing.`)
};

const de_reframing_names_unknown_receiver = /** @type {(inputs: Reframing_Names_Unknown_ReceiverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rahmen ${i?.frame} der Namen in Runde 7 nennt „${i?.id}“, der nicht mitspielt.`)
};

const fr_reframing_names_unknown_receiver = /** @type {(inputs: Reframing_Names_Unknown_ReceiverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le cadre ${i?.frame} des noms de la manche 7 cite « ${i?.id} », qui ne joue pas.`)
};

const es_reframing_names_unknown_receiver = /** @type {(inputs: Reframing_Names_Unknown_ReceiverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El marco ${i?.frame} de los nombres de la ronda 7 incluye a «${i?.id}», que no juega.`)
};

/**
* | output |
* | --- |
* | "Frame {frame} of the round 7 names lists \"{id}\", who is not playing." |
*
* @param {Reframing_Names_Unknown_ReceiverInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_names_unknown_receiver = /** @type {((inputs: Reframing_Names_Unknown_ReceiverInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Names_Unknown_ReceiverInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_names_unknown_receiver(inputs)
	if (locale === "fr") return fr_reframing_names_unknown_receiver(inputs)
	if (locale === "es") return es_reframing_names_unknown_receiver(inputs)
	return en_reframing_names_unknown_receiver(inputs)
});