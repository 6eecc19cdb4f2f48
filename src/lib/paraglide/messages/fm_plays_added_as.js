/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Fm_Plays_Added_AsInputs */

const en_fm_plays_added_as = /** @type {(inputs: Fm_Plays_Added_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Added as ${i?.name}, since Stats counts players of one name as one.`)
};

const de_fm_plays_added_as = /** @type {(inputs: Fm_Plays_Added_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wird als ${i?.name} hinzugefügt, da die Statistik Spieler gleichen Namens als eine Person zählt.`)
};

const fr_fm_plays_added_as = /** @type {(inputs: Fm_Plays_Added_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ajouté sous le nom ${i?.name}, car les statistiques comptent les joueurs de même nom comme une seule personne.`)
};

const es_fm_plays_added_as = /** @type {(inputs: Fm_Plays_Added_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se añade como ${i?.name}, porque las estadísticas cuentan a los jugadores con el mismo nombre como uno solo.`)
};

/**
* | output |
* | --- |
* | "Added as {name}, since Stats counts players of one name as one." |
*
* @param {Fm_Plays_Added_AsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_plays_added_as = /** @type {((inputs: Fm_Plays_Added_AsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Plays_Added_AsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_plays_added_as(inputs)
	if (locale === "fr") return fr_fm_plays_added_as(inputs)
	if (locale === "es") return es_fm_plays_added_as(inputs)
	return en_fm_plays_added_as(inputs)
});