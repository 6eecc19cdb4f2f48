/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Fm_Plays_Already_HereInputs */

const en_fm_plays_already_here = /** @type {(inputs: Fm_Plays_Already_HereInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} play is already on this device and will not be added again.`);
	return /** @type {LocalizedString} */ (`${i?.countText} plays are already on this device and will not be added again.`)
	
};

const de_fm_plays_already_here = /** @type {(inputs: Fm_Plays_Already_HereInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} Partie ist schon auf diesem Gerät und wird nicht noch einmal hinzugefügt.`);
	return /** @type {LocalizedString} */ (`${i?.countText} Partien sind schon auf diesem Gerät und werden nicht noch einmal hinzugefügt.`)
	
};

const fr_fm_plays_already_here = /** @type {(inputs: Fm_Plays_Already_HereInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} partie est déjà sur cet appareil et ne sera pas ajoutée une deuxième fois.`);
	return /** @type {LocalizedString} */ (`${i?.countText} parties sont déjà sur cet appareil et ne seront pas ajoutées une deuxième fois.`)
	
};

const es_fm_plays_already_here = /** @type {(inputs: Fm_Plays_Already_HereInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} partida ya está en este dispositivo y no se volverá a añadir.`);
	return /** @type {LocalizedString} */ (`${i?.countText} partidas ya están en este dispositivo y no se volverán a añadir.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} play is already on this device and will not be added again." |
* | * | "{countText} plays are already on this device and will not be added again." |
*
* @param {Fm_Plays_Already_HereInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_plays_already_here = /** @type {((inputs: Fm_Plays_Already_HereInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Plays_Already_HereInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_plays_already_here(inputs)
	if (locale === "fr") return fr_fm_plays_already_here(inputs)
	if (locale === "es") return es_fm_plays_already_here(inputs)
	return en_fm_plays_already_here(inputs)
});