/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Game_Table_Must_DecideInputs */

const en_subsets_game_table_must_decide = /** @type {(inputs: Subsets_Game_Table_Must_DecideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The checker cannot read this card: the table must decide whether it is a correct set.`)
};

const de_subsets_game_table_must_decide = /** @type {(inputs: Subsets_Game_Table_Must_DecideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Prüfer kann diese Karte nicht lesen: Der Tisch muss entscheiden, ob sie eine korrekte Menge ist.`)
};

const fr_subsets_game_table_must_decide = /** @type {(inputs: Subsets_Game_Table_Must_DecideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le vérificateur ne peut pas lire cette carte : la table doit décider si c’est un ensemble correct.`)
};

const es_subsets_game_table_must_decide = /** @type {(inputs: Subsets_Game_Table_Must_DecideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El comprobador no puede leer esta carta: la mesa debe decidir si es un conjunto correcto.`)
};

/**
* | output |
* | --- |
* | "The checker cannot read this card: the table must decide whether it is a correct set." |
*
* @param {Subsets_Game_Table_Must_DecideInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_game_table_must_decide = /** @type {((inputs?: Subsets_Game_Table_Must_DecideInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Game_Table_Must_DecideInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_game_table_must_decide(inputs)
	if (locale === "fr") return fr_subsets_game_table_must_decide(inputs)
	if (locale === "es") return es_subsets_game_table_must_decide(inputs)
	return en_subsets_game_table_must_decide(inputs)
});