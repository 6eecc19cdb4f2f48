/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Home_Games_LostInputs */

const en_home_games_lost = /** @type {(inputs: Home_Games_LostInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`This browser held ${i?.count} game of yours, and its storage now holds none: the browser cleared it (this can happen after the device ran out of space). If you have a backup file, restore it.`);
	return /** @type {LocalizedString} */ (`This browser held ${i?.count} games of yours, and its storage now holds none: the browser cleared it (this can happen after the device ran out of space). If you have a backup file, restore it.`)
	
};

const de_home_games_lost = /** @type {(inputs: Home_Games_LostInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Dieser Browser hatte ${i?.count} Spiel von dir gespeichert, und sein Speicher ist jetzt leer: Der Browser hat ihn geleert (das kann passieren, wenn das Gerät keinen Platz mehr hatte). Wenn du eine Sicherungsdatei hast, stelle sie wieder her.`);
	return /** @type {LocalizedString} */ (`Dieser Browser hatte ${i?.count} Spiele von dir gespeichert, und sein Speicher ist jetzt leer: Der Browser hat ihn geleert (das kann passieren, wenn das Gerät keinen Platz mehr hatte). Wenn du eine Sicherungsdatei hast, stelle sie wieder her.`)
	
};

const fr_home_games_lost = /** @type {(inputs: Home_Games_LostInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Ce navigateur contenait ${i?.count} partie à vous, et son stockage n’en contient plus aucune : le navigateur l’a vidé (cela peut arriver quand l’appareil a manqué de place). Si vous avez un fichier de sauvegarde, restaurez-le.`);
	return /** @type {LocalizedString} */ (`Ce navigateur contenait ${i?.count} parties à vous, et son stockage n’en contient plus aucune : le navigateur l’a vidé (cela peut arriver quand l’appareil a manqué de place). Si vous avez un fichier de sauvegarde, restaurez-le.`)
	
};

const es_home_games_lost = /** @type {(inputs: Home_Games_LostInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Este navegador guardaba ${i?.count} partida tuya y su almacenamiento ya no guarda ninguna: el navegador lo vació (puede pasar cuando el dispositivo se queda sin espacio). Si tienes un archivo de copia de seguridad, restáuralo.`);
	return /** @type {LocalizedString} */ (`Este navegador guardaba ${i?.count} partidas tuyas y su almacenamiento ya no guarda ninguna: el navegador lo vació (puede pasar cuando el dispositivo se queda sin espacio). Si tienes un archivo de copia de seguridad, restáuralo.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "This browser held {count} game of yours, and its storage now holds none: the browser cleared it (this can happen after the device ran out of space). If you h..." |
* | * | "This browser held {count} games of yours, and its storage now holds none: the browser cleared it (this can happen after the device ran out of space). If you ..." |
*
* @param {Home_Games_LostInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const home_games_lost = /** @type {((inputs: Home_Games_LostInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Games_LostInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_games_lost(inputs)
	if (locale === "fr") return fr_home_games_lost(inputs)
	if (locale === "es") return es_home_games_lost(inputs)
	return en_home_games_lost(inputs)
});