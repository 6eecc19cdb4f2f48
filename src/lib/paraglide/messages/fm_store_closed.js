/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Store_ClosedInputs */

const en_fm_store_closed = /** @type {(inputs: Fm_Store_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The browser closed the storage for this page (private browsing or a full device can do this).`)
};

const de_fm_store_closed = /** @type {(inputs: Fm_Store_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Browser hat den Speicher für diese Seite geschlossen (das kann beim privaten Surfen oder bei einem vollen Gerät passieren).`)
};

const fr_fm_store_closed = /** @type {(inputs: Fm_Store_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le navigateur a fermé le stockage de cette page (la navigation privée ou un appareil plein peuvent en être la cause).`)
};

const es_fm_store_closed = /** @type {(inputs: Fm_Store_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El navegador ha cerrado el almacenamiento de esta página (puede pasar en navegación privada o con el dispositivo lleno).`)
};

/**
* | output |
* | --- |
* | "The browser closed the storage for this page (private browsing or a full device can do this)." |
*
* @param {Fm_Store_ClosedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_store_closed = /** @type {((inputs?: Fm_Store_ClosedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Store_ClosedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_store_closed(inputs)
	if (locale === "fr") return fr_fm_store_closed(inputs)
	if (locale === "es") return es_fm_store_closed(inputs)
	return en_fm_store_closed(inputs)
});