/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Tool_AboutInputs */

const en_subsets_tool_about = /** @type {(inputs: Subsets_Tool_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The checker reads the notation of the Subsets cards, in symbols or in ASCII spellings such as in, Z, oo, and the words of English, German, French and Spanish. Its answers are exact, or it says it cannot tell.`)
};

const de_subsets_tool_about = /** @type {(inputs: Subsets_Tool_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Prüfer liest die Schreibweise der Subsets-Karten, in Symbolen oder in ASCII wie in, Z, oo, und die Wörter auf Deutsch, Englisch, Französisch und Spanisch. Seine Antworten sind exakt, oder er sagt, dass er es nicht weiß.`)
};

const fr_subsets_tool_about = /** @type {(inputs: Subsets_Tool_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le vérificateur lit la notation des cartes Subsets, en symboles ou en ASCII comme in, Z, oo, et les mots en français, anglais, allemand et espagnol. Ses réponses sont exactes, ou il dit qu’il ne peut pas trancher.`)
};

const es_subsets_tool_about = /** @type {(inputs: Subsets_Tool_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El comprobador lee la notación de las cartas de Subsets, con símbolos o en ASCII como in, Z, oo, y las palabras en español, inglés, alemán y francés. Sus respuestas son exactas, o dice que no puede decidirlo.`)
};

/**
* | output |
* | --- |
* | "The checker reads the notation of the Subsets cards, in symbols or in ASCII spellings such as in, Z, oo, and the words of English, German, French and Spanish..." |
*
* @param {Subsets_Tool_AboutInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_tool_about = /** @type {((inputs?: Subsets_Tool_AboutInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Tool_AboutInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_tool_about(inputs)
	if (locale === "fr") return fr_subsets_tool_about(inputs)
	if (locale === "es") return es_subsets_tool_about(inputs)
	return en_subsets_tool_about(inputs)
});