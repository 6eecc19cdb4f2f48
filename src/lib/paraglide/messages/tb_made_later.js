/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ by: NonNullable<unknown> }} Tb_Made_LaterInputs */

const en_tb_made_later = /** @type {(inputs: Tb_Made_LaterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.by} recorded an entry for the same point of the game a moment earlier, which counts first. Check the game as it is now and add it again if it still applies.`)
};

const de_tb_made_later = /** @type {(inputs: Tb_Made_LaterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.by} hat einen Moment früher einen Eintrag für dieselbe Stelle des Spiels gespeichert, der zuerst zählt. Prüfe das Spiel, wie es jetzt ist, und füge ihn erneut hinzu, falls er noch gilt.`)
};

const fr_tb_made_later = /** @type {(inputs: Tb_Made_LaterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.by} a enregistré un instant plus tôt une entrée pour le même moment de la partie, qui compte en premier. Vérifiez la partie telle qu’elle est maintenant et ajoutez-la à nouveau si elle vaut encore.`)
};

const es_tb_made_later = /** @type {(inputs: Tb_Made_LaterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.by} guardó un momento antes una entrada para el mismo punto de la partida, que cuenta primero. Revisa la partida tal como está ahora y vuelve a añadirla si sigue valiendo.`)
};

/**
* | output |
* | --- |
* | "{by} recorded an entry for the same point of the game a moment earlier, which counts first. Check the game as it is now and add it again if it still applies." |
*
* @param {Tb_Made_LaterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_made_later = /** @type {((inputs: Tb_Made_LaterInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Made_LaterInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_made_later(inputs)
	if (locale === "fr") return fr_tb_made_later(inputs)
	if (locale === "es") return es_tb_made_later(inputs)
	return en_tb_made_later(inputs)
});