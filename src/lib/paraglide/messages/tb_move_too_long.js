/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Move_Too_LongInputs */

const en_tb_move_too_long = /** @type {(inputs: Tb_Move_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This move is too long to seal. Check what was typed.`)
};

const de_tb_move_too_long = /** @type {(inputs: Tb_Move_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Zug ist zu lang zum Versiegeln. Prüfe, was eingegeben wurde.`)
};

const fr_tb_move_too_long = /** @type {(inputs: Tb_Move_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce coup est trop long pour être scellé. Vérifiez ce qui a été tapé.`)
};

const es_tb_move_too_long = /** @type {(inputs: Tb_Move_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta jugada es demasiado larga para sellarla. Revisa lo que se ha escrito.`)
};

/**
* | output |
* | --- |
* | "This move is too long to seal. Check what was typed." |
*
* @param {Tb_Move_Too_LongInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_move_too_long = /** @type {((inputs?: Tb_Move_Too_LongInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Move_Too_LongInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_move_too_long(inputs)
	if (locale === "fr") return fr_tb_move_too_long(inputs)
	if (locale === "es") return es_tb_move_too_long(inputs)
	return en_tb_move_too_long(inputs)
});