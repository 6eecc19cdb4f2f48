/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pl_How_CountedInputs */

const en_pl_how_counted = /** @type {(inputs: Pl_How_CountedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Counted as Stats counts: finished games stored on this phone, of all time and every place. Wins are games won alone or with a team.`)
};

const de_pl_how_counted = /** @type {(inputs: Pl_How_CountedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gezählt wie in der Statistik: beendete Spiele auf diesem Handy, aus allen Zeiten und von allen Orten. Siege sind Spiele, die jemand allein oder mit seinem Team gewonnen hat.`)
};

const fr_pl_how_counted = /** @type {(inputs: Pl_How_CountedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compté comme dans les statistiques : les parties terminées de ce téléphone, depuis toujours et en tout lieu. Une victoire est une partie gagnée seul ou avec son équipe.`)
};

const es_pl_how_counted = /** @type {(inputs: Pl_How_CountedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contado como en las estadísticas: partidas terminadas guardadas en este teléfono, de siempre y en cualquier lugar. Una victoria es una partida ganada en solitario o con el equipo.`)
};

/**
* | output |
* | --- |
* | "Counted as Stats counts: finished games stored on this phone, of all time and every place. Wins are games won alone or with a team." |
*
* @param {Pl_How_CountedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_how_counted = /** @type {((inputs?: Pl_How_CountedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_How_CountedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_how_counted(inputs)
	if (locale === "fr") return fr_pl_how_counted(inputs)
	if (locale === "es") return es_pl_how_counted(inputs)
	return en_pl_how_counted(inputs)
});