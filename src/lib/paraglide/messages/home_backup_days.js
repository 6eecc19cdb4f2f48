/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Home_Backup_DaysInputs */

const en_home_backup_days = /** @type {(inputs: Home_Backup_DaysInputs) => LocalizedString} */ (i) => {const daysPlural = registry.plural("en", i?.days, {});
	if (daysPlural === "one") return /** @type {LocalizedString} */ (`${i?.days} day of play is in no backup yet. A backup file keeps it if this phone is lost or its browser clears its storage.`);
	return /** @type {LocalizedString} */ (`${i?.days} days of play are in no backup yet. A backup file keeps them if this phone is lost or its browser clears its storage.`)
	
};

const de_home_backup_days = /** @type {(inputs: Home_Backup_DaysInputs) => LocalizedString} */ (i) => {const daysPlural = registry.plural("de", i?.days, {});
	if (daysPlural === "one") return /** @type {LocalizedString} */ (`${i?.days} Tag mit Spielen ist noch in keiner Sicherung. Eine Sicherungsdatei bewahrt ihn auf, falls dieses Handy verloren geht oder sein Browser den Speicher leert.`);
	return /** @type {LocalizedString} */ (`${i?.days} Tage mit Spielen sind noch in keiner Sicherung. Eine Sicherungsdatei bewahrt sie auf, falls dieses Handy verloren geht oder sein Browser den Speicher leert.`)
	
};

const fr_home_backup_days = /** @type {(inputs: Home_Backup_DaysInputs) => LocalizedString} */ (i) => {const daysPlural = registry.plural("fr", i?.days, {});
	if (daysPlural === "one") return /** @type {LocalizedString} */ (`${i?.days} jour de jeu n’est encore dans aucune sauvegarde. Un fichier de sauvegarde le conserve si ce téléphone est perdu ou si son navigateur efface ses données.`);
	return /** @type {LocalizedString} */ (`${i?.days} jours de jeu ne sont encore dans aucune sauvegarde. Un fichier de sauvegarde les conserve si ce téléphone est perdu ou si son navigateur efface ses données.`)
	
};

const es_home_backup_days = /** @type {(inputs: Home_Backup_DaysInputs) => LocalizedString} */ (i) => {const daysPlural = registry.plural("es", i?.days, {});
	if (daysPlural === "one") return /** @type {LocalizedString} */ (`${i?.days} día de juego aún no está en ninguna copia de seguridad. Un archivo de copia lo conserva si pierdes este teléfono o su navegador borra sus datos.`);
	return /** @type {LocalizedString} */ (`${i?.days} días de juego aún no están en ninguna copia de seguridad. Un archivo de copia los conserva si pierdes este teléfono o su navegador borra sus datos.`)
	
};

/**
* | daysPlural | output |
* | --- | --- |
* | "one" | "{days} day of play is in no backup yet. A backup file keeps it if this phone is lost or its browser clears its storage." |
* | * | "{days} days of play are in no backup yet. A backup file keeps them if this phone is lost or its browser clears its storage." |
*
* @param {Home_Backup_DaysInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const home_backup_days = /** @type {((inputs: Home_Backup_DaysInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Backup_DaysInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_backup_days(inputs)
	if (locale === "fr") return fr_home_backup_days(inputs)
	if (locale === "es") return es_home_backup_days(inputs)
	return en_home_backup_days(inputs)
});