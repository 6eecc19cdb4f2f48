/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Tn_S_SkippedInputs */

const en_tn_s_skipped = /** @type {(inputs: Tn_S_SkippedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} saved entry is not accepted by this version of the rules and is left out. Nothing was deleted.`);
	return /** @type {LocalizedString} */ (`${i?.count} saved entries are not accepted by this version of the rules and are left out. Nothing was deleted.`)
	
};

const de_tn_s_skipped = /** @type {(inputs: Tn_S_SkippedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} gespeicherter Eintrag passt nicht zu dieser Version der Regeln und bleibt außen vor. Nichts wurde gelöscht.`);
	return /** @type {LocalizedString} */ (`${i?.count} gespeicherte Einträge passen nicht zu dieser Version der Regeln und bleiben außen vor. Nichts wurde gelöscht.`)
	
};

const fr_tn_s_skipped = /** @type {(inputs: Tn_S_SkippedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} entrée enregistrée n’est pas acceptée par cette version des règles et reste de côté. Rien n’a été supprimé.`);
	return /** @type {LocalizedString} */ (`${i?.count} entrées enregistrées ne sont pas acceptées par cette version des règles et restent de côté. Rien n’a été supprimé.`)
	
};

const es_tn_s_skipped = /** @type {(inputs: Tn_S_SkippedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} entrada guardada no es válida en esta versión de las reglas y se deja fuera. No se ha borrado nada.`);
	return /** @type {LocalizedString} */ (`${i?.count} entradas guardadas no son válidas en esta versión de las reglas y se dejan fuera. No se ha borrado nada.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} saved entry is not accepted by this version of the rules and is left out. Nothing was deleted." |
* | * | "{count} saved entries are not accepted by this version of the rules and are left out. Nothing was deleted." |
*
* @param {Tn_S_SkippedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_s_skipped = /** @type {((inputs: Tn_S_SkippedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_S_SkippedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_s_skipped(inputs)
	if (locale === "fr") return fr_tn_s_skipped(inputs)
	if (locale === "es") return es_tn_s_skipped(inputs)
	return en_tn_s_skipped(inputs)
});