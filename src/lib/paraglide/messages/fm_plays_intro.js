/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ otherGame: NonNullable<unknown> }} Fm_Plays_IntroInputs */

const en_fm_plays_intro = /** @type {(inputs: Fm_Plays_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bring in the plays you logged in BG Stats or on BoardGameGeek, so your Stats start with your history. Each play becomes a finished "${i?.otherGame}" under its game's name, with its date, length, place and the winners the file names. Everything happens on this device; nothing is sent anywhere.`)
};

const de_fm_plays_intro = /** @type {(inputs: Fm_Plays_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hol dir die Partien, die du in BG Stats oder auf BoardGameGeek festgehalten hast, damit deine Statistik mit deiner Geschichte beginnt. Jede Partie wird ein beendetes „${i?.otherGame}“ unter dem Namen ihres Spiels, mit Datum, Dauer, Ort und den Siegern, die die Datei nennt. Alles geschieht auf diesem Gerät; nichts wird irgendwohin gesendet.`)
};

const fr_fm_plays_intro = /** @type {(inputs: Fm_Plays_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Importez les parties notées dans BG Stats ou sur BoardGameGeek, pour que vos statistiques commencent avec votre historique. Chaque partie devient un « ${i?.otherGame} » terminé, au nom de son jeu, avec sa date, sa durée, son lieu et les gagnants indiqués par le fichier. Tout se passe sur cet appareil ; rien n’est envoyé nulle part.`)
};

const es_fm_plays_intro = /** @type {(inputs: Fm_Plays_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Trae las partidas que anotaste en BG Stats o en BoardGameGeek, para que tus estadísticas empiecen con tu historial. Cada partida se convierte en un «${i?.otherGame}» terminado con el nombre de su juego, su fecha, duración, lugar y los ganadores que indica el archivo. Todo ocurre en este dispositivo; no se envía nada a ningún sitio.`)
};

/**
* | output |
* | --- |
* | "Bring in the plays you logged in BG Stats or on BoardGameGeek, so your Stats start with your history. Each play becomes a finished \"{otherGame}\" under its ga..." |
*
* @param {Fm_Plays_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_plays_intro = /** @type {((inputs: Fm_Plays_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Plays_IntroInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_plays_intro(inputs)
	if (locale === "fr") return fr_fm_plays_intro(inputs)
	if (locale === "es") return es_fm_plays_intro(inputs)
	return en_fm_plays_intro(inputs)
});