/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Nothing_To_RedoInputs */

const en_tb_nothing_to_redo = /** @type {(inputs: Tb_Nothing_To_RedoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There was nothing left to redo.`)
};

const de_tb_nothing_to_redo = /** @type {(inputs: Tb_Nothing_To_RedoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es gab nichts mehr wiederherzustellen.`)
};

const fr_tb_nothing_to_redo = /** @type {(inputs: Tb_Nothing_To_RedoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il ne restait rien à rétablir.`)
};

const es_tb_nothing_to_redo = /** @type {(inputs: Tb_Nothing_To_RedoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No quedaba nada por rehacer.`)
};

/**
* | output |
* | --- |
* | "There was nothing left to redo." |
*
* @param {Tb_Nothing_To_RedoInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_nothing_to_redo = /** @type {((inputs?: Tb_Nothing_To_RedoInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Nothing_To_RedoInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_nothing_to_redo(inputs)
	if (locale === "fr") return fr_tb_nothing_to_redo(inputs)
	if (locale === "es") return es_tb_nothing_to_redo(inputs)
	return en_tb_nothing_to_redo(inputs)
});