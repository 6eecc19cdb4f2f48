/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Relay_Too_Many_CreatedInputs */

const en_tb_relay_too_many_created = /** @type {(inputs: Tb_Relay_Too_Many_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This relay has taken as many new tables from this network as it allows for now, so the game was not shared. Try again later, or choose another relay in Settings.`)
};

const de_tb_relay_too_many_created = /** @type {(inputs: Tb_Relay_Too_Many_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Relay hat aus diesem Netz vorerst so viele neue Tische angenommen, wie es zulässt, deshalb wurde das Spiel nicht geteilt. Versuche es später noch einmal oder wähle in den Einstellungen ein anderes Relay.`)
};

const fr_tb_relay_too_many_created = /** @type {(inputs: Tb_Relay_Too_Many_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce relais a déjà accepté autant de nouvelles tables de ce réseau qu’il le permet pour l’instant : la partie n’a donc pas été partagée. Réessayez plus tard, ou choisissez un autre relais dans les Réglages.`)
};

const es_tb_relay_too_many_created = /** @type {(inputs: Tb_Relay_Too_Many_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este relé ya ha aceptado de esta red tantas mesas nuevas como permite por ahora, así que la partida no se ha compartido. Vuelve a intentarlo más tarde o elige otro relé en Ajustes.`)
};

/**
* | output |
* | --- |
* | "This relay has taken as many new tables from this network as it allows for now, so the game was not shared. Try again later, or choose another relay in Setti..." |
*
* @param {Tb_Relay_Too_Many_CreatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_relay_too_many_created = /** @type {((inputs?: Tb_Relay_Too_Many_CreatedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Relay_Too_Many_CreatedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_relay_too_many_created(inputs)
	if (locale === "fr") return fr_tb_relay_too_many_created(inputs)
	if (locale === "es") return es_tb_relay_too_many_created(inputs)
	return en_tb_relay_too_many_created(inputs)
});