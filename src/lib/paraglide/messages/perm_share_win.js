/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ names: NonNullable<unknown>, total: NonNullable<unknown> }} Perm_Share_WinInputs */

const en_perm_share_win = /** @type {(inputs: Perm_Share_WinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.names} share the win with ${i?.total} points.`)
};

const de_perm_share_win = /** @type {(inputs: Perm_Share_WinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.names} teilen sich den Sieg mit ${i?.total} Punkten.`)
};

const fr_perm_share_win = /** @type {(inputs: Perm_Share_WinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.names} se partagent la victoire avec ${i?.total} points.`)
};

const es_perm_share_win = /** @type {(inputs: Perm_Share_WinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.names} comparten la victoria con ${i?.total} puntos.`)
};

/**
* | output |
* | --- |
* | "{names} share the win with {total} points." |
*
* @param {Perm_Share_WinInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_share_win = /** @type {((inputs: Perm_Share_WinInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Share_WinInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_share_win(inputs)
	if (locale === "fr") return fr_perm_share_win(inputs)
	if (locale === "es") return es_perm_share_win(inputs)
	return en_perm_share_win(inputs)
});