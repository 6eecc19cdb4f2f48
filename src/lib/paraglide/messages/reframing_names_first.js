/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Names_FirstInputs */

const en_reframing_names_first = /** @type {(inputs: Reframing_Names_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First draw the secret names, or enter the names handed out at the table; then show each player theirs.`)
};

const de_reframing_names_first = /** @type {(inputs: Reframing_Names_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lost zuerst die geheimen Namen aus oder tragt die am Tisch verteilten Namen ein; dann zeigt jedem Spieler seine.`)
};

const fr_reframing_names_first = /** @type {(inputs: Reframing_Names_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tirez d’abord les noms secrets, ou saisissez ceux distribués à table ; puis montrez à chacun les siens.`)
};

const es_reframing_names_first = /** @type {(inputs: Reframing_Names_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primero sortead los nombres secretos o introducid los repartidos en la mesa; luego mostrad a cada jugador los suyos.`)
};

/**
* | output |
* | --- |
* | "First draw the secret names, or enter the names handed out at the table; then show each player theirs." |
*
* @param {Reframing_Names_FirstInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_names_first = /** @type {((inputs?: Reframing_Names_FirstInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Names_FirstInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_names_first(inputs)
	if (locale === "fr") return fr_reframing_names_first(inputs)
	if (locale === "es") return es_reframing_names_first(inputs)
	return en_reframing_names_first(inputs)
});