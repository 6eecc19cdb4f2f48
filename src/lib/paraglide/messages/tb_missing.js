/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, parts: NonNullable<unknown> }} Tb_MissingInputs */

const en_tb_missing = /** @type {(inputs: Tb_MissingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Another phone removed ${i?.count} entry from the shared table (${i?.parts}). This phone kept it and shared it again; you can export the game to keep a copy.`);
	return /** @type {LocalizedString} */ (`Another phone removed ${i?.count} entries from the shared table (${i?.parts}). This phone kept them and shared them again; you can export the game to keep a copy.`)
	
};

const de_tb_missing = /** @type {(inputs: Tb_MissingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Ein anderes Handy hat ${i?.count} Eintrag vom geteilten Tisch entfernt (${i?.parts}). Dieses Handy hat ihn behalten und erneut geteilt; du kannst das Spiel exportieren, um eine Kopie aufzubewahren.`);
	return /** @type {LocalizedString} */ (`Ein anderes Handy hat ${i?.count} Einträge vom geteilten Tisch entfernt (${i?.parts}). Dieses Handy hat sie behalten und erneut geteilt; du kannst das Spiel exportieren, um eine Kopie aufzubewahren.`)
	
};

const fr_tb_missing = /** @type {(inputs: Tb_MissingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Un autre téléphone a retiré ${i?.count} entrée de la table partagée (${i?.parts}). Ce téléphone l’a gardée et l’a partagée à nouveau ; vous pouvez exporter la partie pour en garder une copie.`);
	return /** @type {LocalizedString} */ (`Un autre téléphone a retiré ${i?.count} entrées de la table partagée (${i?.parts}). Ce téléphone les a gardées et les a partagées à nouveau ; vous pouvez exporter la partie pour en garder une copie.`)
	
};

const es_tb_missing = /** @type {(inputs: Tb_MissingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Otro móvil ha quitado ${i?.count} entrada de la mesa compartida (${i?.parts}). Este móvil la ha conservado y la ha vuelto a compartir; puedes exportar la partida para guardar una copia.`);
	return /** @type {LocalizedString} */ (`Otro móvil ha quitado ${i?.count} entradas de la mesa compartida (${i?.parts}). Este móvil las ha conservado y las ha vuelto a compartir; puedes exportar la partida para guardar una copia.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Another phone removed {count} entry from the shared table ({parts}). This phone kept it and shared it again; you can export the game to keep a copy." |
* | * | "Another phone removed {count} entries from the shared table ({parts}). This phone kept them and shared them again; you can export the game to keep a copy." |
*
* @param {Tb_MissingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_missing = /** @type {((inputs: Tb_MissingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_MissingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_missing(inputs)
	if (locale === "fr") return fr_tb_missing(inputs)
	if (locale === "es") return es_tb_missing(inputs)
	return en_tb_missing(inputs)
});