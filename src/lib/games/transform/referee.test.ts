import { sayInEnglish } from '../../i18n/said';
import { describe, expect, it } from 'vitest';
import { answerBatchLine } from '../../core/referee';
import { MAX_WORK_BUDGET, referee } from './referee';

const ask = (line: object | string) =>
	JSON.parse(
		answerBatchLine(referee, typeof line === 'string' ? line : JSON.stringify(line), sayInEnglish)
	);

describe('transform referee', () => {
	it('isprime answers with a factor for composites when found', () => {
		expect(ask({ op: 'isprime', n: '2305843009213693951' })).toEqual({ prime: true });
		expect(ask({ op: 'isprime', n: '91' })).toEqual({ prime: false, factor: '7' });
		expect(ask({ op: 'isprime', n: '-7' })).toEqual({ prime: false });
		expect(ask({ op: 'isprime', n: 97 })).toEqual({ prime: true });
	});

	it('round gives c-lists and scores', () => {
		expect(
			ask({
				op: 'round',
				a: ['1', '2', '3'],
				b: [
					['4', '5', '6'],
					['1', '0', '-1']
				],
				criterion: 'prime'
			})
		).toEqual({
			c: [
				['4', '13', '28'],
				['1', '2', '2']
			],
			scores: [1, 2]
		});
		expect(
			ask({
				op: 'round',
				a: ['1', '2', '3'],
				b: [['4', '5', '6']],
				formula: 'as-printed',
				criterion: 'square'
			})
		).toEqual({ c: [['28', '28', '28']], scores: [0] });
	});

	it('best gives an optimal order, its score and how many orders reach it', () => {
		const answer = ask({
			op: 'best',
			aPrime: ['1', '2', '3'],
			b: ['4', '5', '6'],
			formula: 'convolution',
			criterion: 'prime'
		});
		// Orders of 1, 2, 3 against 4, 5, 6: c(1) = 4·a1 is never prime, so 2 is the most.
		expect(answer.score).toBe(2);
		expect(answer.a).toHaveLength(3);
		expect(answer.count).toBeGreaterThan(0);
		expect(answer.proven).toBe(true);
	});

	it('best answers a line too big to search in full, saying it stopped at the budget', () => {
		// 16 distinct six-digit terms in the as-printed reading once needed gigabytes.
		const terms = (start: number) =>
			Array.from({ length: 16 }, (_, i) => String(start + 7919 * i * (i % 2 ? -1 : 1)));
		const line = {
			op: 'best',
			aPrime: terms(104729),
			b: terms(611953),
			formula: 'as-printed',
			criterion: 'square'
		};
		const answer = ask({ ...line, budget: 100_000 });
		expect(answer).toMatchObject({ score: 0, count: null, proven: false });
		expect(answer.note).toMatch(/^Stopped at the budget: .*not proven best\.$/);
		expect([...answer.a].sort()).toEqual([...line.aPrime].sort());
		expect(ask({ ...line, budget: 0 }).error).toMatch(/"budget" must be a whole number/);
	});

	it('refuses a budget above the cap at once, saying what the cap is', () => {
		// A budget this large once ran a "best" line for minutes; the refusal does no search.
		const line = { op: 'best', aPrime: ['3', '-7', '11'], b: ['1', '2', '-3'] };
		const refusal = '"budget" must be a whole number of steps from 1 to 100,000,000.';
		expect(ask({ ...line, budget: Number.MAX_SAFE_INTEGER }).error).toBe(refusal);
		expect(ask({ ...line, budget: MAX_WORK_BUDGET + 1 }).error).toBe(refusal);
		expect(ask({ ...line, budget: 1e300 }).error).toBe(refusal);
		expect(ask({ ...line, budget: MAX_WORK_BUDGET })).toMatchObject({ proven: true });
	});

	it('refuses numbers and lists too long to answer quickly, saying what the limit is', () => {
		expect(ask({ op: 'isprime', n: '7'.repeat(3001) }).error).toMatch(/longer than 3000 digits/);
		const many = Array.from({ length: 41 }, (_, i) => String(i));
		expect(ask({ op: 'best', aPrime: many, b: many }).error).toMatch(/41 numbers; .* at most 40/);
		const lists = Array.from({ length: 9 }, () => ['1', '2']);
		expect(ask({ op: 'round', a: ['1', '2'], b: lists }).error).toMatch(/9 b-lists; .* at most 8/);
		const long = ['1'.repeat(101), '2'];
		expect(ask({ op: 'round', a: long, b: [['1', '2']] }).error).toMatch(
			/"a", term 1: longer than 100 digits/
		);
	});

	it('answers a bad line with an error and a plain reason', () => {
		expect(ask('not json')).toEqual({ error: 'This line is not valid JSON.' });
		expect(ask({ op: 'isprime', n: '1.5' }).error).toMatch(/not a whole number/);
		expect(ask({ op: 'isprime' }).error).toMatch(/no "n"/);
		expect(ask({ op: 'round', a: ['1', '1'], b: [['1', '2']] }).error).toMatch(/uses 1 twice/);
		expect(ask({ op: 'round', a: ['1', '2'], b: [['1']] }).error).toMatch(
			/has 1 number but must have 2/
		);
		expect(ask({ op: 'round', a: [], b: [[]] }).error).toMatch(/empty/);
		expect(ask({ op: 'best', aPrime: ['1'], b: ['2'], criterion: 'odd' }).error).toMatch(
			/"criterion" must be/
		);
		expect(ask({ op: 'best', aPrime: ['1'], b: ['2'], formula: 'x' }).error).toMatch(
			/"formula" must be/
		);
		expect(ask({ op: 'square' }).error).toBe(
			'Transform has no op "square"; use "isprime", "round" or "best".'
		);
	});
});
