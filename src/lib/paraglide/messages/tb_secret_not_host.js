/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tb_Secret_Not_HostInputs */

const en_tb_secret_not_host = /** @type {(inputs: Tb_Secret_Not_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A secret move for ${i?.name} came from a phone other than the host's, which seals the moves of players without a phone of their own, so it is ignored.`)
};

const de_tb_secret_not_host = /** @type {(inputs: Tb_Secret_Not_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein geheimer Zug für ${i?.name} kam von einem anderen Handy als dem des Gastgebers, das die Züge der Spieler ohne eigenes Handy versiegelt, deshalb wird er übergangen.`)
};

const fr_tb_secret_not_host = /** @type {(inputs: Tb_Secret_Not_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un coup secret pour ${i?.name} vient d’un autre téléphone que celui de l’hôte, qui scelle les coups des joueurs sans téléphone à eux : il est donc ignoré.`)
};

const es_tb_secret_not_host = /** @type {(inputs: Tb_Secret_Not_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Una jugada secreta para ${i?.name} llegó de un móvil que no es el del anfitrión, que es quien sella las jugadas de quienes no tienen móvil propio, así que se ignora.`)
};

/**
* | output |
* | --- |
* | "A secret move for {name} came from a phone other than the host's, which seals the moves of players without a phone of their own, so it is ignored." |
*
* @param {Tb_Secret_Not_HostInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_secret_not_host = /** @type {((inputs: Tb_Secret_Not_HostInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Secret_Not_HostInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_secret_not_host(inputs)
	if (locale === "fr") return fr_tb_secret_not_host(inputs)
	if (locale === "es") return es_tb_secret_not_host(inputs)
	return en_tb_secret_not_host(inputs)
});