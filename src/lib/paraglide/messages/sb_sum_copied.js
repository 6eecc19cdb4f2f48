/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Sb_Sum_CopiedInputs */

const en_sb_sum_copied = /** @type {(inputs: Sb_Sum_CopiedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} game kept as a copy because this device has a different history`);
	return /** @type {LocalizedString} */ (`${i?.countText} games kept as a copy because this device has a different history`)
	
};

const de_sb_sum_copied = /** @type {(inputs: Sb_Sum_CopiedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} Partie als Kopie behalten, weil dieses Gerät einen anderen Verlauf hat`);
	return /** @type {LocalizedString} */ (`${i?.countText} Partien als Kopie behalten, weil dieses Gerät einen anderen Verlauf hat`)
	
};

const fr_sb_sum_copied = /** @type {(inputs: Sb_Sum_CopiedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} partie gardée en copie car cet appareil a un autre historique`);
	return /** @type {LocalizedString} */ (`${i?.countText} parties gardées en copie car cet appareil a un autre historique`)
	
};

const es_sb_sum_copied = /** @type {(inputs: Sb_Sum_CopiedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} partida guardada como copia porque este dispositivo tiene otro historial`);
	return /** @type {LocalizedString} */ (`${i?.countText} partidas guardadas como copia porque este dispositivo tiene otro historial`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} game kept as a copy because this device has a different history" |
* | * | "{countText} games kept as a copy because this device has a different history" |
*
* @param {Sb_Sum_CopiedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_sum_copied = /** @type {((inputs: Sb_Sum_CopiedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Sum_CopiedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_sum_copied(inputs)
	if (locale === "fr") return fr_sb_sum_copied(inputs)
	if (locale === "es") return es_sb_sum_copied(inputs)
	return en_sb_sum_copied(inputs)
});