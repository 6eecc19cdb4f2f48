/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, names: NonNullable<unknown> }} Reframing_Confirm_EmptyInputs */

const en_reframing_confirm_empty = /** @type {(inputs: Reframing_Confirm_EmptyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.names} has entered nothing and will play no card. Score anyway?`);
	return /** @type {LocalizedString} */ (`${i?.names} have entered nothing and will play no card. Score anyway?`)
	
};

const de_reframing_confirm_empty = /** @type {(inputs: Reframing_Confirm_EmptyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.names} hat nichts eingetragen und spielt keine Karte. Trotzdem werten?`);
	return /** @type {LocalizedString} */ (`${i?.names} haben nichts eingetragen und spielen keine Karte. Trotzdem werten?`)
	
};

const fr_reframing_confirm_empty = /** @type {(inputs: Reframing_Confirm_EmptyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.names} n’a rien saisi et ne jouera aucune carte. Compter quand même ?`);
	return /** @type {LocalizedString} */ (`${i?.names} n’ont rien saisi et ne joueront aucune carte. Compter quand même ?`)
	
};

const es_reframing_confirm_empty = /** @type {(inputs: Reframing_Confirm_EmptyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.names} no ha introducido nada y no jugará ninguna carta. ¿Puntuar de todos modos?`);
	return /** @type {LocalizedString} */ (`${i?.names} no han introducido nada y no jugarán ninguna carta. ¿Puntuar de todos modos?`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{names} has entered nothing and will play no card. Score anyway?" |
* | * | "{names} have entered nothing and will play no card. Score anyway?" |
*
* @param {Reframing_Confirm_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_confirm_empty = /** @type {((inputs: Reframing_Confirm_EmptyInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Confirm_EmptyInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_confirm_empty(inputs)
	if (locale === "fr") return fr_reframing_confirm_empty(inputs)
	if (locale === "es") return es_reframing_confirm_empty(inputs)
	return en_reframing_confirm_empty(inputs)
});