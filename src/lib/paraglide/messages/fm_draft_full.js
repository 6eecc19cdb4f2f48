/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Draft_FullInputs */

const en_fm_draft_full = /** @type {(inputs: Fm_Draft_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What you typed could not be kept on this device, because it is out of storage space: it stays on screen, but reloading or closing the page will lose it. Free some space (or export a backup and delete old games) to keep it.`)
};

const de_fm_draft_full = /** @type {(inputs: Fm_Draft_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Eingabe konnte auf diesem Gerät nicht aufbewahrt werden, weil kein Speicherplatz mehr frei ist: Sie bleibt auf dem Bildschirm, geht aber verloren, wenn du die Seite neu lädst oder schließt. Schaffe etwas Platz (oder exportiere eine Sicherung und lösche alte Spiele), um sie zu behalten.`)
};

const fr_fm_draft_full = /** @type {(inputs: Fm_Draft_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que vous avez saisi n’a pas pu être conservé sur cet appareil, faute d’espace de stockage : cela reste à l’écran, mais sera perdu si vous rechargez ou fermez la page. Libérez de la place (ou exportez une sauvegarde et supprimez d’anciennes parties) pour le garder.`)
};

const es_fm_draft_full = /** @type {(inputs: Fm_Draft_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo que has escrito no se ha podido conservar en este dispositivo porque no tiene espacio de almacenamiento: sigue en pantalla, pero se perderá si vuelves a cargar o cierras la página. Libera espacio (o exporta una copia de seguridad y borra partidas antiguas) para conservarlo.`)
};

/**
* | output |
* | --- |
* | "What you typed could not be kept on this device, because it is out of storage space: it stays on screen, but reloading or closing the page will lose it. Free..." |
*
* @param {Fm_Draft_FullInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_draft_full = /** @type {((inputs?: Fm_Draft_FullInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Draft_FullInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_draft_full(inputs)
	if (locale === "fr") return fr_fm_draft_full(inputs)
	if (locale === "es") return es_fm_draft_full(inputs)
	return en_fm_draft_full(inputs)
});