import { describe, expect, it } from 'vitest';
import { review, slowest } from './timings.mjs';

const e2e = (id: string, duration: number, timeout = 60_000, status = 'passed') => ({
	runner: 'e2e',
	id,
	duration,
	timeout,
	status
});

describe('test timings', () => {
	it('fails a test allowed less than four times its quiet duration, whatever this run took', () => {
		const quiet = {
			unit: {},
			e2e: { 'a.spec.ts › whole game': 20_000, 'b.spec.ts › quick': 3_000 }
		};
		const run = [e2e('a.spec.ts › whole game', 9_000), e2e('b.spec.ts › quick', 2_000)];
		const { tight } = review(run, quiet);
		expect(tight.map((test) => test.id)).toEqual(['a.spec.ts › whole game']);
		// Marked slow, the same test is allowed 180 s: enough.
		expect(review([e2e('a.spec.ts › whole game', 9_000, 180_000)], quiet).tight).toEqual([]);
	});

	it('names tests with no quiet duration kept only when this run already left too little room', () => {
		const quiet = { unit: {}, e2e: {} };
		const { unrecorded, tight } = review(
			[e2e('new.spec.ts › long', 20_000), e2e('new.spec.ts › short', 2_000)],
			quiet
		);
		expect(unrecorded.map((test) => test.id)).toEqual(['new.spec.ts › long']);
		expect(tight).toEqual([]);
	});

	it('says which tests ran more than twice their quiet time, and leaves skipped ones out', () => {
		const quiet = { unit: { 'x.test.ts › sums': 400 }, e2e: { 'c.spec.ts › skip me': 1_000 } };
		const run = [
			{
				runner: 'unit',
				id: 'x.test.ts › sums',
				duration: 1_500,
				timeout: 30_000,
				status: 'passed'
			},
			e2e('c.spec.ts › skip me', 0, 1_000, 'skipped')
		];
		const { slower, tight } = review(run, quiet);
		expect(slower.map((test) => test.id)).toEqual(['x.test.ts › sums']);
		expect(tight).toEqual([]);
	});

	it('lists the slowest tests first, ten at most', () => {
		const run = Array.from({ length: 15 }, (_, i) => e2e(`t${i}`, (i * 7) % 15));
		const top = slowest(run);
		expect(top).toHaveLength(10);
		expect(top.map((test) => test.duration)).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5]);
	});
});
