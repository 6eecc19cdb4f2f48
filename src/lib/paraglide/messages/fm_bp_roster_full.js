/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, max: NonNullable<unknown> }} Fm_Bp_Roster_FullInputs */

const en_fm_bp_roster_full = /** @type {(inputs: Fm_Bp_Roster_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`it lists ${i?.count} players; Tablemate keeps at most ${i?.max} players on a device.`)
};

const de_fm_bp_roster_full = /** @type {(inputs: Fm_Bp_Roster_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie nennt ${i?.count} Spieler; Tablemate speichert höchstens ${i?.max} Spieler auf einem Gerät.`)
};

const fr_fm_bp_roster_full = /** @type {(inputs: Fm_Bp_Roster_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`elle compte ${i?.count} joueurs ; Tablemate en garde au plus ${i?.max} sur un appareil.`)
};

const es_fm_bp_roster_full = /** @type {(inputs: Fm_Bp_Roster_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`incluye ${i?.count} jugadores; Tablemate guarda como máximo ${i?.max} jugadores en un dispositivo.`)
};

/**
* | output |
* | --- |
* | "it lists {count} players; Tablemate keeps at most {max} players on a device." |
*
* @param {Fm_Bp_Roster_FullInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_bp_roster_full = /** @type {((inputs: Fm_Bp_Roster_FullInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Bp_Roster_FullInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_bp_roster_full(inputs)
	if (locale === "fr") return fr_fm_bp_roster_full(inputs)
	if (locale === "es") return es_fm_bp_roster_full(inputs)
	return en_fm_bp_roster_full(inputs)
});