/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ by: NonNullable<unknown> }} Tb_Made_OfflineInputs */

const en_tb_made_offline = /** @type {(inputs: Tb_Made_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It was made while its phone was offline, and meanwhile ${i?.by} recorded an entry for the same point of the game in step with the table, which counts first. Check the game as it is now and add it again if it still applies.`)
};

const de_tb_made_offline = /** @type {(inputs: Tb_Made_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Er wurde gemacht, während sein Handy offline war, und inzwischen hat ${i?.by} im Takt mit dem Tisch einen Eintrag für dieselbe Stelle des Spiels gespeichert, der zuerst zählt. Prüfe das Spiel, wie es jetzt ist, und füge ihn erneut hinzu, falls er noch gilt.`)
};

const fr_tb_made_offline = /** @type {(inputs: Tb_Made_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Elle a été faite pendant que son téléphone était hors ligne, et entre-temps ${i?.by} a enregistré, en phase avec la table, une entrée pour le même moment de la partie, qui compte en premier. Vérifiez la partie telle qu’elle est maintenant et ajoutez-la à nouveau si elle vaut encore.`)
};

const es_tb_made_offline = /** @type {(inputs: Tb_Made_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se hizo mientras su móvil estaba sin conexión, y entretanto ${i?.by} guardó, al día con la mesa, una entrada para el mismo punto de la partida, que cuenta primero. Revisa la partida tal como está ahora y vuelve a añadirla si sigue valiendo.`)
};

/**
* | output |
* | --- |
* | "It was made while its phone was offline, and meanwhile {by} recorded an entry for the same point of the game in step with the table, which counts first. Chec..." |
*
* @param {Tb_Made_OfflineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_made_offline = /** @type {((inputs: Tb_Made_OfflineInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Made_OfflineInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_made_offline(inputs)
	if (locale === "fr") return fr_tb_made_offline(inputs)
	if (locale === "es") return es_tb_made_offline(inputs)
	return en_tb_made_offline(inputs)
});