/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ names: NonNullable<unknown> }} Tb_Wait_ChoicesInputs */

const en_tb_wait_choices = /** @type {(inputs: Tb_Wait_ChoicesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Secret choices can be made on each phone once every player has joined on their own: waiting for ${i?.names}. Until then, pass one phone around as usual.`)
};

const de_tb_wait_choices = /** @type {(inputs: Tb_Wait_ChoicesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die geheime Wahl geht auf jedem Handy, sobald alle Spieler mit eigenem Handy beigetreten sind: Es fehlen noch ${i?.names}. Bis dahin gebt wie gewohnt ein Handy herum.`)
};

const fr_tb_wait_choices = /** @type {(inputs: Tb_Wait_ChoicesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les choix secrets se font sur chaque téléphone dès que chaque joueur a rejoint la table avec le sien : on attend ${i?.names}. D’ici là, faites passer un téléphone comme d’habitude.`)
};

const es_tb_wait_choices = /** @type {(inputs: Tb_Wait_ChoicesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Las elecciones secretas se pueden hacer en cada móvil cuando cada jugador se haya unido con el suyo: falta ${i?.names}. Hasta entonces, pasad un móvil como siempre.`)
};

/**
* | output |
* | --- |
* | "Secret choices can be made on each phone once every player has joined on their own: waiting for {names}. Until then, pass one phone around as usual." |
*
* @param {Tb_Wait_ChoicesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_wait_choices = /** @type {((inputs: Tb_Wait_ChoicesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Wait_ChoicesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_wait_choices(inputs)
	if (locale === "fr") return fr_tb_wait_choices(inputs)
	if (locale === "es") return es_tb_wait_choices(inputs)
	return en_tb_wait_choices(inputs)
});