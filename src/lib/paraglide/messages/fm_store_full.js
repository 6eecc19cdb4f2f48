/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Store_FullInputs */

const en_fm_store_full = /** @type {(inputs: Fm_Store_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The device is out of storage space, so this was not saved. Everything saved before is safe and can still be read. Free some space (or export a backup and delete old games) and try again.`)
};

const de_fm_store_full = /** @type {(inputs: Fm_Store_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf dem Gerät ist kein Speicherplatz mehr frei, deshalb wurde das nicht gespeichert. Alles, was vorher gespeichert wurde, ist sicher und weiter lesbar. Schaffe etwas Platz (oder exportiere eine Sicherung und lösche alte Spiele) und versuche es noch einmal.`)
};

const fr_fm_store_full = /** @type {(inputs: Fm_Store_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’appareil n’a plus d’espace de stockage : ceci n’a donc pas été enregistré. Tout ce qui a été enregistré avant est intact et reste lisible. Libérez de la place (ou exportez une sauvegarde et supprimez d’anciennes parties), puis réessayez.`)
};

const es_fm_store_full = /** @type {(inputs: Fm_Store_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El dispositivo no tiene espacio de almacenamiento, así que esto no se ha guardado. Todo lo guardado antes está a salvo y se puede seguir leyendo. Libera espacio (o exporta una copia de seguridad y borra partidas antiguas) y vuelve a intentarlo.`)
};

/**
* | output |
* | --- |
* | "The device is out of storage space, so this was not saved. Everything saved before is safe and can still be read. Free some space (or export a backup and del..." |
*
* @param {Fm_Store_FullInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_store_full = /** @type {((inputs?: Fm_Store_FullInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Store_FullInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_store_full(inputs)
	if (locale === "fr") return fr_fm_store_full(inputs)
	if (locale === "es") return es_fm_store_full(inputs)
	return en_fm_store_full(inputs)
});