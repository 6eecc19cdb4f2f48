/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Only_This_PhoneInputs */

const en_tb_only_this_phone = /** @type {(inputs: Tb_Only_This_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only this phone can open it until every move is sealed; then all are shown at once.`)
};

const de_tb_only_this_phone = /** @type {(inputs: Tb_Only_This_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur dieses Handy kann ihn öffnen, bis alle Züge versiegelt sind; dann werden alle auf einmal gezeigt.`)
};

const fr_tb_only_this_phone = /** @type {(inputs: Tb_Only_This_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seul ce téléphone peut l’ouvrir tant que tous les coups ne sont pas scellés ; ensuite, tous sont montrés d’un coup.`)
};

const es_tb_only_this_phone = /** @type {(inputs: Tb_Only_This_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo este móvil puede abrirla hasta que todas las jugadas estén selladas; entonces se muestran todas a la vez.`)
};

/**
* | output |
* | --- |
* | "Only this phone can open it until every move is sealed; then all are shown at once." |
*
* @param {Tb_Only_This_PhoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_only_this_phone = /** @type {((inputs?: Tb_Only_This_PhoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Only_This_PhoneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_only_this_phone(inputs)
	if (locale === "fr") return fr_tb_only_this_phone(inputs)
	if (locale === "es") return es_tb_only_this_phone(inputs)
	return en_tb_only_this_phone(inputs)
});