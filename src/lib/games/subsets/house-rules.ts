/** The Subsets house rules: their defaults, the fields the setup screen shows, and reading stored ones. */
import type { HouseRuleField } from '../../core/engine';

export interface SubsetsHouseRules {
	/** A player must steal when the referee proved that some pile can be stolen. */
	compulsoryStealing: boolean;
	/** After an Error! capture the drawer draws again instead of ending the turn. */
	drawAgainAfterCapture: boolean;
	/** A wrong Error! call costs the caller one face-down card, given to the drawer. */
	wrongCallPenalty: boolean;
	/** Where ℕ starts; passed to the checker. */
	naturalsFrom: 0 | 1;
}

export const defaultHouseRules: SubsetsHouseRules = {
	compulsoryStealing: false,
	drawAgainAfterCapture: false,
	wrongCallPenalty: false,
	naturalsFrom: 1
};

export const houseRuleFields: HouseRuleField[] = [
	{
		key: 'compulsoryStealing',
		label: 'Stealing is compulsory',
		help: 'A player must steal a pile when the referee has shown that one can be stolen.',
		kind: 'boolean',
		default: false
	},
	{
		key: 'drawAgainAfterCapture',
		label: 'Draw again after an Error! capture',
		help: 'When the drawn card is an error and someone captures it, the drawer draws another card.',
		kind: 'boolean',
		default: false
	},
	{
		key: 'wrongCallPenalty',
		label: 'Penalty for a wrong Error! call',
		help: 'Whoever calls Error! on a correct card gives one of their face-down cards to the drawer.',
		kind: 'boolean',
		default: false
	},
	{
		key: 'naturalsFrom',
		label: 'ℕ starts at',
		help: 'Whether the natural numbers ℕ are 1, 2, 3, ... or 0, 1, 2, ...',
		kind: 'choice',
		choices: [
			{ value: 1, label: '1 (ℕ = {1, 2, 3, ...})' },
			{ value: 0, label: '0 (ℕ = {0, 1, 2, ...})' }
		],
		default: 1
	}
];

/** Reads stored house rules, filling anything missing or malformed with the defaults. */
export function readHouseRules(value: unknown): SubsetsHouseRules {
	const given: Partial<Record<string, unknown>> =
		typeof value === 'object' && value !== null ? { ...value } : {};
	const flag = (key: 'compulsoryStealing' | 'drawAgainAfterCapture' | 'wrongCallPenalty') => {
		const set = given[key];
		return typeof set === 'boolean' ? set : defaultHouseRules[key];
	};
	const naturals = Number(given.naturalsFrom);
	return {
		compulsoryStealing: flag('compulsoryStealing'),
		drawAgainAfterCapture: flag('drawAgainAfterCapture'),
		wrongCallPenalty: flag('wrongCallPenalty'),
		naturalsFrom: naturals === 0 ? 0 : 1
	};
}
