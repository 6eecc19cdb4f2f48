import { describe, expect, it } from 'vitest';
import { answerQuestion } from './checker.protocol';
import { createFakeChecker } from './test/fake-checker';

describe('card checker worker protocol', () => {
	const checker = createFakeChecker();
	const rules = { naturalsFrom: 1 } as const;

	it('answers whether a card is a correct set', () => {
		expect(answerQuestion(checker, { op: 'check', card: '{1, 2}', rules })).toMatchObject({
			op: 'check',
			result: { verdict: 'valid' }
		});
	});

	it('answers whether A is a subset of S, with a witness when not', () => {
		expect(answerQuestion(checker, { op: 'subset', a: '{1, 5}', s: '{1}', rules })).toEqual({
			op: 'subset',
			result: { verdict: 'not-subset', witness: '5', reason: '5 is in A but not in S.' }
		});
	});

	it('weighs a pile as the table does: an unreadable S still takes itself', () => {
		const reply = answerQuestion(checker, { op: 'weigh', top: '{√2}', drawn: '{√2}', rules });
		expect(reply).toMatchObject({ op: 'weigh', result: { verdict: 'subset' } });
	});

	it('passes the table’s ℕ on, reading anything but 0 as 1', () => {
		const from0 = answerQuestion(checker, {
			op: 'subset',
			a: '{0}',
			s: 'ℕ',
			rules: { naturalsFrom: 0 }
		});
		const odd = answerQuestion(checker, { op: 'subset', a: '{0}', s: 'ℕ', rules: 'zero' });
		expect(from0).toMatchObject({ result: { verdict: 'subset' } });
		expect(odd).toMatchObject({ result: { verdict: 'not-subset' } });
	});

	it('turns a question it cannot read, or a checker that throws, into a plain failure', () => {
		expect(answerQuestion(checker, { op: 'subset', a: 1 })).toMatchObject({ op: 'failed' });
		expect(answerQuestion(checker, null)).toMatchObject({ op: 'failed' });
		const broken = {
			...checker,
			checkCard: () => {
				throw new Error('boom');
			}
		};
		expect(answerQuestion(broken, { op: 'check', card: '{1}', rules })).toEqual({
			op: 'failed',
			reason: 'The checker stopped on this card.'
		});
	});
});
