/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Fm_Plays_Import_ButtonInputs */

const en_fm_plays_import_button = /** @type {(inputs: Fm_Plays_Import_ButtonInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Import ${i?.countText} play`);
	return /** @type {LocalizedString} */ (`Import ${i?.countText} plays`)
	
};

const de_fm_plays_import_button = /** @type {(inputs: Fm_Plays_Import_ButtonInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} Partie importieren`);
	return /** @type {LocalizedString} */ (`${i?.countText} Partien importieren`)
	
};

const fr_fm_plays_import_button = /** @type {(inputs: Fm_Plays_Import_ButtonInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Importer ${i?.countText} partie`);
	return /** @type {LocalizedString} */ (`Importer ${i?.countText} parties`)
	
};

const es_fm_plays_import_button = /** @type {(inputs: Fm_Plays_Import_ButtonInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Importar ${i?.countText} partida`);
	return /** @type {LocalizedString} */ (`Importar ${i?.countText} partidas`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Import {countText} play" |
* | * | "Import {countText} plays" |
*
* @param {Fm_Plays_Import_ButtonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_plays_import_button = /** @type {((inputs: Fm_Plays_Import_ButtonInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Plays_Import_ButtonInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_plays_import_button(inputs)
	if (locale === "fr") return fr_fm_plays_import_button(inputs)
	if (locale === "es") return es_fm_plays_import_button(inputs)
	return en_fm_plays_import_button(inputs)
});