/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Same_IdInputs */

const en_tb_same_id = /** @type {(inputs: Tb_Same_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This phone already has a game with the same id as this table’s, which is not shared at this table, so the table was not joined. Nothing on this phone was changed.`)
};

const de_tb_same_id = /** @type {(inputs: Tb_Same_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Handy hat schon ein Spiel mit derselben Kennung wie das dieses Tisches, das nicht an diesem Tisch geteilt wird, deshalb wurde dem Tisch nicht beigetreten. Auf diesem Handy wurde nichts geändert.`)
};

const fr_tb_same_id = /** @type {(inputs: Tb_Same_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce téléphone a déjà une partie avec le même identifiant que celle de cette table, sans être partagée à cette table : la table n’a donc pas été rejointe. Rien n’a été modifié sur ce téléphone.`)
};

const es_tb_same_id = /** @type {(inputs: Tb_Same_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este móvil ya tiene una partida con el mismo identificador que la de esta mesa, que no se comparte en esta mesa, así que no te has unido. No se ha cambiado nada en este móvil.`)
};

/**
* | output |
* | --- |
* | "This phone already has a game with the same id as this table’s, which is not shared at this table, so the table was not joined. Nothing on this phone was cha..." |
*
* @param {Tb_Same_IdInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_same_id = /** @type {((inputs?: Tb_Same_IdInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Same_IdInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_same_id(inputs)
	if (locale === "fr") return fr_tb_same_id(inputs)
	if (locale === "es") return es_tb_same_id(inputs)
	return en_tb_same_id(inputs)
});