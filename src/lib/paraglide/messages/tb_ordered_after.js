/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ by: NonNullable<unknown> }} Tb_Ordered_AfterInputs */

const en_tb_ordered_after = /** @type {(inputs: Tb_Ordered_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.by} recorded an entry for the same point of the game that comes first by the table's order. Check the game as it is now and add it again if it still applies.`)
};

const de_tb_ordered_after = /** @type {(inputs: Tb_Ordered_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.by} hat einen Eintrag für dieselbe Stelle des Spiels gespeichert, der nach der Reihenfolge des Tisches zuerst kommt. Prüfe das Spiel, wie es jetzt ist, und füge ihn erneut hinzu, falls er noch gilt.`)
};

const fr_tb_ordered_after = /** @type {(inputs: Tb_Ordered_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.by} a enregistré une entrée pour le même moment de la partie, qui passe en premier selon l’ordre de la table. Vérifiez la partie telle qu’elle est maintenant et ajoutez-la à nouveau si elle vaut encore.`)
};

const es_tb_ordered_after = /** @type {(inputs: Tb_Ordered_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.by} guardó una entrada para el mismo punto de la partida que va primero según el orden de la mesa. Revisa la partida tal como está ahora y vuelve a añadirla si sigue valiendo.`)
};

/**
* | output |
* | --- |
* | "{by} recorded an entry for the same point of the game that comes first by the table's order. Check the game as it is now and add it again if it still applies." |
*
* @param {Tb_Ordered_AfterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_ordered_after = /** @type {((inputs: Tb_Ordered_AfterInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Ordered_AfterInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_ordered_after(inputs)
	if (locale === "fr") return fr_tb_ordered_after(inputs)
	if (locale === "es") return es_tb_ordered_after(inputs)
	return en_tb_ordered_after(inputs)
});