import { describe, expect, it } from 'vitest';
import { isViolation } from '../../core/engine';
import { createFakeChecker } from './test/fake-checker';
import { deal, table } from './test/table';
import { judgeCard, stealOptions, weighPile } from './weigh';
import { refusalText } from '../../i18n/said';
import type { RuleViolation } from '../../core/engine';

/** A refusal as the referee CLI says it, in English. */
const english = (refused: RuleViolation) => refusalText(refused, { locale: 'en' });

describe('the checker’s answers as the table uses them', () => {
	it('uses a verdict recorded in the event without asking the checker again', () => {
		const checker = createFakeChecker();
		const recorded = { verdict: 'valid' as const, description: 'some set', reason: 'Worker.' };
		const judged = judgeCard(checker, table(), ' {5} ', undefined, recorded);
		expect(judged).toEqual({ card: '{5}', check: recorded, effective: 'valid' });
		expect(checker.calls).toEqual([]);
	});

	it('asks the checker when a recorded error marks no stretch of the card', () => {
		const checker = createFakeChecker();
		const bogus = { verdict: 'error' as const, code: 'x', reason: 'Made up.', span: [4, 2] };
		const judged = judgeCard(checker, table(), '{5}', undefined, bogus as never);
		expect(!isViolation(judged) && judged.effective).toBe('valid');
		expect(checker.calls.map((c) => c.op)).toEqual(['check']);
	});

	it('needs the table’s word on a card the checker cannot read, and takes it', () => {
		const checker = createFakeChecker();
		const state = table();
		const silent = judgeCard(checker, state, '{√2}', undefined, undefined);
		expect(isViolation(silent) && english(silent)).toMatch(/the table must say/);
		const ruled = judgeCard(checker, state, '{√2}', 'error', undefined);
		expect(!isViolation(ruled) && ruled.effective).toBe('error');
	});

	it('holds a top card that is the drawn card itself a subset, even unread', () => {
		const rules = { naturalsFrom: 1 as const };
		expect(weighPile(createFakeChecker(), 'odd  numbers', 'odd numbers', rules).verdict).toBe(
			'subset'
		);
		expect(weighPile(createFakeChecker(), 'odd numbers', 'primes', rules).verdict).toBe('unknown');
	});

	it('weighs only face-up piles, keeping recorded answers and asking about the rest', () => {
		const state = table({}, ...deal(['{1}', '{5}', 'primes']));
		state.piles[1].faceUp = false;
		const recorded = [{ pile: state.piles[0].id, verdict: 'not-subset' as const, reason: 'No.' }];
		const options = stealOptions(createFakeChecker(), state, '{1, 2}', recorded);
		expect(options.map((o) => [o.top, o.verdict, o.steal])).toEqual([
			['{1}', 'not-subset', 'no'],
			['primes', 'unknown', 'ask-table']
		]);
	});
});
