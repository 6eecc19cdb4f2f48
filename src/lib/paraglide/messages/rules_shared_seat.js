/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rules_Shared_SeatInputs */

const en_rules_shared_seat = /** @type {(inputs: Rules_Shared_SeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When two phones choose the same player, the one that chose first by its clock plays them (at the same moment, the one whose id comes first), on every phone alike; the other is asked to choose another player.`)
};

const de_rules_shared_seat = /** @type {(inputs: Rules_Shared_SeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wählen zwei Handys denselben Spieler, spielt ihn das, das ihn nach seiner Uhr zuerst gewählt hat (im selben Augenblick das mit der vorderen Kennung), auf allen Handys gleich; das andere wird gebeten, einen anderen Spieler zu wählen.`)
};

const fr_rules_shared_seat = /** @type {(inputs: Rules_Shared_SeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand deux téléphones choisissent le même joueur, celui qui l’a choisi le premier selon son horloge le joue (au même instant, celui dont l’identifiant vient en premier), pareil sur tous les téléphones ; l’autre est invité à choisir un autre joueur.`)
};

const es_rules_shared_seat = /** @type {(inputs: Rules_Shared_SeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuando dos móviles eligen al mismo jugador, lo juega el que lo eligió primero según su reloj (en el mismo instante, aquel cuyo identificador va primero), igual en todos los móviles; al otro se le pide que elija otro jugador.`)
};

/**
* | output |
* | --- |
* | "When two phones choose the same player, the one that chose first by its clock plays them (at the same moment, the one whose id comes first), on every phone a..." |
*
* @param {Rules_Shared_SeatInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const rules_shared_seat = /** @type {((inputs?: Rules_Shared_SeatInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rules_Shared_SeatInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rules_shared_seat(inputs)
	if (locale === "fr") return fr_rules_shared_seat(inputs)
	if (locale === "es") return es_rules_shared_seat(inputs)
	return en_rules_shared_seat(inputs)
});