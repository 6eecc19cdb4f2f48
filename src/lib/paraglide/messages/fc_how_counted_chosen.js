/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fc_How_Counted_ChosenInputs */

const en_fc_how_counted_chosen = /** @type {(inputs: Fc_How_Counted_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Counted as Stats counts: finished games stored on this phone, in the period and at the place chosen in Stats. Wins are games won alone or with a team.`)
};

const de_fc_how_counted_chosen = /** @type {(inputs: Fc_How_Counted_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gezählt wie in der Statistik: beendete Spiele auf diesem Handy, im Zeitraum und am Ort, die in der Statistik gewählt sind. Siege sind Spiele, die jemand allein oder mit seinem Team gewonnen hat.`)
};

const fr_fc_how_counted_chosen = /** @type {(inputs: Fc_How_Counted_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compté comme dans les statistiques : les parties terminées de ce téléphone, sur la période et au lieu choisis dans les statistiques. Une victoire est une partie gagnée seul ou avec son équipe.`)
};

const es_fc_how_counted_chosen = /** @type {(inputs: Fc_How_Counted_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contado como en las estadísticas: partidas terminadas guardadas en este teléfono, en el periodo y el lugar elegidos en las estadísticas. Una victoria es una partida ganada en solitario o con el equipo.`)
};

/**
* | output |
* | --- |
* | "Counted as Stats counts: finished games stored on this phone, in the period and at the place chosen in Stats. Wins are games won alone or with a team." |
*
* @param {Fc_How_Counted_ChosenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fc_how_counted_chosen = /** @type {((inputs?: Fc_How_Counted_ChosenInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fc_How_Counted_ChosenInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fc_how_counted_chosen(inputs)
	if (locale === "fr") return fr_fc_how_counted_chosen(inputs)
	if (locale === "es") return es_fc_how_counted_chosen(inputs)
	return en_fc_how_counted_chosen(inputs)
});