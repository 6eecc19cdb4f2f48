/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ names: NonNullable<unknown>, score: NonNullable<unknown>, count: NonNullable<unknown> }} Tn_Home_WonInputs */

const en_tn_home_won = /** @type {(inputs: Tn_Home_WonInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.names} won with ${i?.score}`);
	return /** @type {LocalizedString} */ (`${i?.names} shared the win with ${i?.score}`)
	
};

const de_tn_home_won = /** @type {(inputs: Tn_Home_WonInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.names} hat mit ${i?.score} gewonnen`);
	return /** @type {LocalizedString} */ (`${i?.names} teilten sich den Sieg mit ${i?.score}`)
	
};

const fr_tn_home_won = /** @type {(inputs: Tn_Home_WonInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.names} a gagné avec ${i?.score}`);
	return /** @type {LocalizedString} */ (`${i?.names} se sont partagé la victoire avec ${i?.score}`)
	
};

const es_tn_home_won = /** @type {(inputs: Tn_Home_WonInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.names} ganó con ${i?.score}`);
	return /** @type {LocalizedString} */ (`${i?.names} compartieron la victoria con ${i?.score}`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{names} won with {score}" |
* | * | "{names} shared the win with {score}" |
*
* @param {Tn_Home_WonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_home_won = /** @type {((inputs: Tn_Home_WonInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Home_WonInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_home_won(inputs)
	if (locale === "fr") return fr_tn_home_won(inputs)
	if (locale === "es") return es_tn_home_won(inputs)
	return en_tn_home_won(inputs)
});