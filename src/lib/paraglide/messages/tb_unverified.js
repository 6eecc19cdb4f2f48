/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Tb_UnverifiedInputs */

const en_tb_unverified = /** @type {(inputs: Tb_UnverifiedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`One entry in the shared table is not signed by the phone it names, or cannot be read, so it is not counted.`);
	return /** @type {LocalizedString} */ (`${i?.count} entries in the shared table are not signed by the phones they name, or cannot be read, so they are not counted.`)
	
};

const de_tb_unverified = /** @type {(inputs: Tb_UnverifiedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Ein Eintrag am geteilten Tisch ist nicht von dem Handy signiert, das er nennt, oder nicht lesbar, deshalb zählt er nicht.`);
	return /** @type {LocalizedString} */ (`${i?.count} Einträge am geteilten Tisch sind nicht von den Handys signiert, die sie nennen, oder nicht lesbar, deshalb zählen sie nicht.`)
	
};

const fr_tb_unverified = /** @type {(inputs: Tb_UnverifiedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Une entrée de la table partagée n’est pas signée par le téléphone qu’elle nomme, ou est illisible : elle ne compte donc pas.`);
	return /** @type {LocalizedString} */ (`${i?.count} entrées de la table partagée ne sont pas signées par les téléphones qu’elles nomment, ou sont illisibles : elles ne comptent donc pas.`)
	
};

const es_tb_unverified = /** @type {(inputs: Tb_UnverifiedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Una entrada de la mesa compartida no está firmada por el móvil que indica, o no se puede leer, así que no cuenta.`);
	return /** @type {LocalizedString} */ (`${i?.count} entradas de la mesa compartida no están firmadas por los móviles que indican, o no se pueden leer, así que no cuentan.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "One entry in the shared table is not signed by the phone it names, or cannot be read, so it is not counted." |
* | * | "{count} entries in the shared table are not signed by the phones they name, or cannot be read, so they are not counted." |
*
* @param {Tb_UnverifiedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_unverified = /** @type {((inputs: Tb_UnverifiedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_UnverifiedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_unverified(inputs)
	if (locale === "fr") return fr_tb_unverified(inputs)
	if (locale === "es") return es_tb_unverified(inputs)
	return en_tb_unverified(inputs)
});