/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ doneText: NonNullable<unknown>, totalText: NonNullable<unknown> }} St_Counting_So_FarInputs */

const en_st_counting_so_far = /** @type {(inputs: St_Counting_So_FarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Counting your games: ${i?.doneText} of ${i?.totalText} so far. Until every game is counted, the figures below are those of the games counted yet.`)
};

const de_st_counting_so_far = /** @type {(inputs: St_Counting_So_FarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Spiele werden gezählt: bisher ${i?.doneText} von ${i?.totalText}. Bis alle gezählt sind, zeigen die Zahlen unten nur die bereits gezählten Spiele.`)
};

const fr_st_counting_so_far = /** @type {(inputs: St_Counting_So_FarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Décompte de vos parties : ${i?.doneText} sur ${i?.totalText} pour l’instant. Tant que toutes ne sont pas comptées, les chiffres ci-dessous ne portent que sur celles déjà comptées.`)
};

const es_st_counting_so_far = /** @type {(inputs: St_Counting_So_FarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contando tus partidas: ${i?.doneText} de ${i?.totalText} por ahora. Hasta que estén todas contadas, las cifras de abajo son solo las de las partidas ya contadas.`)
};

/**
* | output |
* | --- |
* | "Counting your games: {doneText} of {totalText} so far. Until every game is counted, the figures below are those of the games counted yet." |
*
* @param {St_Counting_So_FarInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const st_counting_so_far = /** @type {((inputs: St_Counting_So_FarInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<St_Counting_So_FarInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_st_counting_so_far(inputs)
	if (locale === "fr") return fr_st_counting_so_far(inputs)
	if (locale === "es") return es_st_counting_so_far(inputs)
	return en_st_counting_so_far(inputs)
});