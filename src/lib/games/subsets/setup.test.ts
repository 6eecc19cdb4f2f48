import { describe, expect, it } from 'vitest';
import { isViolation } from '../../core/engine';
import { defaultHouseRules, type SubsetsHouseRules } from './house-rules';
import { setup } from './setup';
import { accepted, players } from './test/table';
import { refusalText } from '../../i18n/said';
import type { RuleViolation } from '../../core/engine';

/** A refusal as the referee CLI says it, in English. */
const english = (refused: RuleViolation) => refusalText(refused, { locale: 'en' });

describe('a new Subsets table', () => {
	it('takes two to six players with their own ids', () => {
		const many = Array.from({ length: 7 }, (_, i) => ({ id: `p${i}`, name: `P${i}` }));
		expect(isViolation(setup(many.slice(0, 1), defaultHouseRules))).toBe(true);
		expect(isViolation(setup(many, defaultHouseRules))).toBe(true);
		expect(isViolation(setup(many.slice(0, 6), defaultHouseRules))).toBe(false);
		const twins = setup([players[0], players[0]], defaultHouseRules);
		expect(isViolation(twins) && english(twins)).toBe('Each player needs their own id.');
	});

	it('waits for the first seat’s starting card, with malformed rules read as defaults', () => {
		const broken = { wrongCallPenalty: 3 } as unknown as SubsetsHouseRules;
		const state = accepted(setup(players, broken));
		expect(state.phase).toEqual({ kind: 'setup', seat: 0 });
		expect(state.houseRules).toEqual(defaultHouseRules);
		expect(state.players.map((p) => p.name)).toEqual(['Ana', 'Bo', 'Cy']);
	});
});
