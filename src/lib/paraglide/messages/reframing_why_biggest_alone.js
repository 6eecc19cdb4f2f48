/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ size: NonNullable<unknown>, frame: NonNullable<unknown>, sizeAmount: NonNullable<unknown> }} Reframing_Why_Biggest_AloneInputs */

const en_reframing_why_biggest_alone = /** @type {(inputs: Reframing_Why_Biggest_AloneInputs) => LocalizedString} */ (i) => {const sizePlural = registry.plural("en", i?.size, {});
	if (sizePlural === "one") return /** @type {LocalizedString} */ (`frame ${i?.frame} has ${i?.sizeAmount} card and no other frame has any`);
	return /** @type {LocalizedString} */ (`frame ${i?.frame} has ${i?.sizeAmount} cards and no other frame has any`)
	
};

const de_reframing_why_biggest_alone = /** @type {(inputs: Reframing_Why_Biggest_AloneInputs) => LocalizedString} */ (i) => {const sizePlural = registry.plural("de", i?.size, {});
	if (sizePlural === "one") return /** @type {LocalizedString} */ (`Rahmen ${i?.frame} hat ${i?.sizeAmount} Karte und kein anderer Rahmen hat welche`);
	return /** @type {LocalizedString} */ (`Rahmen ${i?.frame} hat ${i?.sizeAmount} Karten und kein anderer Rahmen hat welche`)
	
};

const fr_reframing_why_biggest_alone = /** @type {(inputs: Reframing_Why_Biggest_AloneInputs) => LocalizedString} */ (i) => {const sizePlural = registry.plural("fr", i?.size, {});
	if (sizePlural === "one") return /** @type {LocalizedString} */ (`le cadre ${i?.frame} a ${i?.sizeAmount} carte et aucun autre cadre n’en a`);
	return /** @type {LocalizedString} */ (`le cadre ${i?.frame} a ${i?.sizeAmount} cartes et aucun autre cadre n’en a`)
	
};

const es_reframing_why_biggest_alone = /** @type {(inputs: Reframing_Why_Biggest_AloneInputs) => LocalizedString} */ (i) => {const sizePlural = registry.plural("es", i?.size, {});
	if (sizePlural === "one") return /** @type {LocalizedString} */ (`el marco ${i?.frame} tiene ${i?.sizeAmount} carta y ningún otro marco tiene cartas`);
	return /** @type {LocalizedString} */ (`el marco ${i?.frame} tiene ${i?.sizeAmount} cartas y ningún otro marco tiene cartas`)
	
};

/**
* | sizePlural | output |
* | --- | --- |
* | "one" | "frame {frame} has {sizeAmount} card and no other frame has any" |
* | * | "frame {frame} has {sizeAmount} cards and no other frame has any" |
*
* @param {Reframing_Why_Biggest_AloneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_why_biggest_alone = /** @type {((inputs: Reframing_Why_Biggest_AloneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Why_Biggest_AloneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_why_biggest_alone(inputs)
	if (locale === "fr") return fr_reframing_why_biggest_alone(inputs)
	if (locale === "es") return es_reframing_why_biggest_alone(inputs)
	return en_reframing_why_biggest_alone(inputs)
});