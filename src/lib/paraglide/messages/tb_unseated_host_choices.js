/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, names: NonNullable<unknown> }} Tb_Unseated_Host_ChoicesInputs */

const en_tb_unseated_host_choices = /** @type {(inputs: Tb_Unseated_Host_ChoicesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.names} has no phone of their own: this phone will ask for their choices, to pass to them.`);
	return /** @type {LocalizedString} */ (`${i?.names} have no phone of their own: this phone will ask for their choices, to pass to them.`)
	
};

const de_tb_unseated_host_choices = /** @type {(inputs: Tb_Unseated_Host_ChoicesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.names} hat kein eigenes Handy: Dieses Handy fragt nach der Wahl und wird dafür weitergegeben.`);
	return /** @type {LocalizedString} */ (`${i?.names} haben kein eigenes Handy: Dieses Handy fragt nach ihrer Wahl und wird dafür weitergegeben.`)
	
};

const fr_tb_unseated_host_choices = /** @type {(inputs: Tb_Unseated_Host_ChoicesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.names} n’a pas de téléphone : ce téléphone demandera son choix, en passant de main en main.`);
	return /** @type {LocalizedString} */ (`${i?.names} n’ont pas de téléphone : ce téléphone demandera leurs choix, en passant de main en main.`)
	
};

const es_tb_unseated_host_choices = /** @type {(inputs: Tb_Unseated_Host_ChoicesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.names} no tiene móvil propio: este móvil le pedirá su elección, pasándoselo.`);
	return /** @type {LocalizedString} */ (`${i?.names} no tienen móvil propio: este móvil les pedirá sus elecciones, pasándoselo.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{names} has no phone of their own: this phone will ask for their choices, to pass to them." |
* | * | "{names} have no phone of their own: this phone will ask for their choices, to pass to them." |
*
* @param {Tb_Unseated_Host_ChoicesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_unseated_host_choices = /** @type {((inputs: Tb_Unseated_Host_ChoicesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Unseated_Host_ChoicesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_unseated_host_choices(inputs)
	if (locale === "fr") return fr_tb_unseated_host_choices(inputs)
	if (locale === "es") return es_tb_unseated_host_choices(inputs)
	return en_tb_unseated_host_choices(inputs)
});