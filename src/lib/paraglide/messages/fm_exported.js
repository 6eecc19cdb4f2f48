/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Fm_ExportedInputs */

const en_fm_exported = /** @type {(inputs: Fm_ExportedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Exported ${i?.countText} game.`);
	return /** @type {LocalizedString} */ (`Exported ${i?.countText} games.`)
	
};

const de_fm_exported = /** @type {(inputs: Fm_ExportedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} Spiel exportiert.`);
	return /** @type {LocalizedString} */ (`${i?.countText} Spiele exportiert.`)
	
};

const fr_fm_exported = /** @type {(inputs: Fm_ExportedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} partie exportée.`);
	return /** @type {LocalizedString} */ (`${i?.countText} parties exportées.`)
	
};

const es_fm_exported = /** @type {(inputs: Fm_ExportedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} partida exportada.`);
	return /** @type {LocalizedString} */ (`${i?.countText} partidas exportadas.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Exported {countText} game." |
* | * | "Exported {countText} games." |
*
* @param {Fm_ExportedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_exported = /** @type {((inputs: Fm_ExportedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_ExportedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_exported(inputs)
	if (locale === "fr") return fr_fm_exported(inputs)
	if (locale === "es") return es_fm_exported(inputs)
	return en_fm_exported(inputs)
});