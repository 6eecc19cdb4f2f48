/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Given_HelpInputs */

const en_reframing_given_help = /** @type {(inputs: Reframing_Given_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the host should see this screen. For each frame, choose whose name each player received. Once saved, each player sees only their own names.`)
};

const de_reframing_given_help = /** @type {(inputs: Reframing_Given_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur die Spielleitung sollte diesen Bildschirm sehen. Wähle für jeden Rahmen, wessen Namen jeder Spieler bekommen hat. Nach dem Speichern sieht jeder nur seine eigenen Namen.`)
};

const fr_reframing_given_help = /** @type {(inputs: Reframing_Given_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seul l’hôte doit voir cet écran. Pour chaque cadre, choisis le nom que chaque joueur a reçu. Une fois enregistré, chacun ne voit que ses propres noms.`)
};

const es_reframing_given_help = /** @type {(inputs: Reframing_Given_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo el anfitrión debería ver esta pantalla. Para cada marco, elige qué nombre recibió cada jugador. Una vez guardado, cada uno ve solo sus propios nombres.`)
};

/**
* | output |
* | --- |
* | "Only the host should see this screen. For each frame, choose whose name each player received. Once saved, each player sees only their own names." |
*
* @param {Reframing_Given_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_given_help = /** @type {((inputs?: Reframing_Given_HelpInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Given_HelpInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_given_help(inputs)
	if (locale === "fr") return fr_reframing_given_help(inputs)
	if (locale === "es") return es_reframing_given_help(inputs)
	return en_reframing_given_help(inputs)
});