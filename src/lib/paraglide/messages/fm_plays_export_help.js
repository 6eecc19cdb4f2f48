/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Plays_Export_HelpInputs */

const en_fm_plays_export_help = /** @type {(inputs: Fm_Plays_Export_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save every finished play as a file for BoardGameGeek or BG Stats. BoardGameGeek's format has no word for a game the lowest score wins; read back here, a game whose winners always have the lowest score is taken as one, and the winners it names stay right. Nor has it a word for a co-operative game: Tablemate writes the line "[co-op]" in the comments of such a play, and reads it back here as the whole table's win or loss.`)
};

const de_fm_plays_export_help = /** @type {(inputs: Fm_Plays_Export_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Speichere jede beendete Partie als Datei für BoardGameGeek oder BG Stats. Das Format von BoardGameGeek kennt kein Spiel, bei dem die niedrigste Punktzahl gewinnt; hier wieder eingelesen, gilt ein Spiel, dessen Sieger stets die niedrigste Punktzahl haben, als solches, und die genannten Sieger stimmen. Auch ein kooperatives Spiel kennt es nicht: Tablemate schreibt bei einer solchen Partie die Zeile „[co-op]“ in die Kommentare und liest sie hier als Sieg oder Niederlage des ganzen Tisches wieder ein.`)
};

const fr_fm_plays_export_help = /** @type {(inputs: Fm_Plays_Export_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrez chaque partie terminée dans un fichier pour BoardGameGeek ou BG Stats. Le format de BoardGameGeek ne sait pas dire que le score le plus bas gagne ; relu ici, un jeu dont les gagnants ont toujours le score le plus bas est lu comme tel, et les gagnants qu’il nomme restent justes. Il ne sait pas non plus dire qu’un jeu est coopératif : Tablemate écrit la ligne « [co-op] » dans les commentaires d’une telle partie, et la relit ici comme la victoire ou la défaite de toute la table.`)
};

const es_fm_plays_export_help = /** @type {(inputs: Fm_Plays_Export_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guarda cada partida terminada en un archivo para BoardGameGeek o BG Stats. El formato de BoardGameGeek no puede indicar que gana la puntuación más baja; al leerlo de nuevo aquí, un juego cuyos ganadores siempre tienen la puntuación más baja se toma como tal, y los ganadores que nombra siguen siendo correctos. Tampoco puede indicar un juego cooperativo: Tablemate escribe la línea «[co-op]» en los comentarios de esa partida y aquí la lee de nuevo como la victoria o la derrota de toda la mesa.`)
};

/**
* | output |
* | --- |
* | "Save every finished play as a file for BoardGameGeek or BG Stats. BoardGameGeek's format has no word for a game the lowest score wins; read back here, a game..." |
*
* @param {Fm_Plays_Export_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_plays_export_help = /** @type {((inputs?: Fm_Plays_Export_HelpInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Plays_Export_HelpInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_plays_export_help(inputs)
	if (locale === "fr") return fr_fm_plays_export_help(inputs)
	if (locale === "es") return es_fm_plays_export_help(inputs)
	return en_fm_plays_export_help(inputs)
});