/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_S_Abandon_QuestionInputs */

const en_tn_s_abandon_question = /** @type {(inputs: Tn_S_Abandon_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abandon this game? It stays on this device, listed apart, and nobody wins or loses it in the stats. You can reopen it later.`)
};

const de_tn_s_abandon_question = /** @type {(inputs: Tn_S_Abandon_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Spiel abbrechen? Es bleibt auf diesem Gerät, gesondert aufgeführt, und in der Statistik gewinnt oder verliert es niemand. Du kannst es später wieder öffnen.`)
};

const fr_tn_s_abandon_question = /** @type {(inputs: Tn_S_Abandon_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abandonner cette partie ? Elle reste sur cet appareil, à part, et personne ne la gagne ni ne la perd dans les statistiques. Vous pourrez la rouvrir plus tard.`)
};

const es_tn_s_abandon_question = /** @type {(inputs: Tn_S_Abandon_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Abandonar esta partida? Se queda en este dispositivo, aparte, y nadie la gana ni la pierde en las estadísticas. Puedes reabrirla más tarde.`)
};

/**
* | output |
* | --- |
* | "Abandon this game? It stays on this device, listed apart, and nobody wins or loses it in the stats. You can reopen it later." |
*
* @param {Tn_S_Abandon_QuestionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_s_abandon_question = /** @type {((inputs?: Tn_S_Abandon_QuestionInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_S_Abandon_QuestionInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_s_abandon_question(inputs)
	if (locale === "fr") return fr_tn_s_abandon_question(inputs)
	if (locale === "es") return es_tn_s_abandon_question(inputs)
	return en_tn_s_abandon_question(inputs)
});