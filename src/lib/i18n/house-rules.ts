/**
 * A game's house rules (`HouseRuleField`, declared by each game in English for its CLI and
 * tests) in the active language: each field's label, help and choices are worded here by the
 * field's key and the choice's value. A field or choice this module does not know keeps the
 * game's own words.
 */
import type { HouseRuleField } from '../core/engine';
import { m } from '../paraglide/messages';
import type { InLanguage } from './values';

type Options = InLanguage;
type Said = (inputs?: Record<string, never>, options?: Options) => string;

const LABELS: Record<string, Said> = {
	compulsoryStealing: m.fm_hr_compulsoryStealing,
	drawAgainAfterCapture: m.fm_hr_drawAgainAfterCapture,
	wrongCallPenalty: m.fm_hr_wrongCallPenalty,
	naturalsFrom: m.fm_hr_naturalsFrom,
	n: m.fm_hr_n,
	roundsPerPlayer: m.fm_hr_roundsPerPlayer,
	formula: m.fm_hr_formula,
	primeAbs: m.fm_hr_primeAbs,
	ties: m.fm_hr_ties,
	setAside: m.fm_hr_setAside,
	thresholds: m.fm_hr_thresholds
};

const HELPS: Record<string, Said> = {
	compulsoryStealing: m.fm_hr_compulsoryStealing_help,
	drawAgainAfterCapture: m.fm_hr_drawAgainAfterCapture_help,
	wrongCallPenalty: m.fm_hr_wrongCallPenalty_help,
	naturalsFrom: m.fm_hr_naturalsFrom_help,
	n: m.fm_hr_n_help,
	roundsPerPlayer: m.fm_hr_roundsPerPlayer_help,
	formula: m.fm_hr_formula_help,
	primeAbs: m.fm_hr_primeAbs_help,
	ties: m.fm_hr_ties_help,
	setAside: m.fm_hr_setAside_help,
	thresholds: m.fm_hr_thresholds_help
};

/** A choice's words by `key:value`; choices whose label is a symbol or a number are left as they are. */
const CHOICES: Record<string, (options?: Options) => string> = {
	'formula:convolution': (o) => m.fm_hr_formula_convolution({}, o),
	'formula:as-printed': (o) => m.fm_hr_formula_as_printed({}, o),
	'ties:share': (o) => m.fm_hr_ties_share({}, o),
	'ties:extra-round': (o) => m.fm_hr_ties_extra_round({}, o),
	'setAside:red': (o) => capitalised(m.perm_colour_red({}, o), o),
	'setAside:yellow': (o) => capitalised(m.perm_colour_yellow({}, o), o),
	'setAside:green': (o) => capitalised(m.perm_colour_green({}, o), o),
	'setAside:blue': (o) => capitalised(m.perm_colour_blue({}, o), o),
	'thresholds:printed': (o) => m.fm_hr_thresholds_printed({}, o),
	'thresholds:scaled': (o) => m.fm_hr_thresholds_scaled({}, o)
};

function capitalised(word: string, o?: Options): string {
	return word.charAt(0).toLocaleUpperCase(o?.locale) + word.slice(1);
}

/** The field's label in the active language (or `options.locale`). */
export function houseRuleLabel(field: HouseRuleField, options?: Options): string {
	return LABELS[field.key]?.({}, options) ?? field.label;
}

/** The field's help in the active language, or '' when the field has none. */
export function houseRuleHelp(field: HouseRuleField, options?: Options): string {
	if (!field.help) return '';
	return HELPS[field.key]?.({}, options) ?? field.help;
}

/** A choice's label in the active language. */
export function houseRuleChoice(
	field: HouseRuleField,
	choice: { value: string | number; label: string },
	options?: Options
): string {
	return CHOICES[`${field.key}:${String(choice.value)}`]?.(options) ?? choice.label;
}

/** A game without house rules says so. */
export function noHouseRules(options?: Options): string {
	return m.fm_hr_none({}, options);
}
