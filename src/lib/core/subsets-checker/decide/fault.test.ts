import { describe, expect, it, vi } from 'vitest';
import { readCard } from '../card';
import { Work } from '../work';
import { decide } from './decide';
import * as fault from './fault';
import type { Decision, Strategy, Trace } from './question';

// Count how often card S is brought to normal form for its fault, through the real function.
vi.mock('./fault', async (original) => {
	const real = await original<typeof import('./fault')>();
	return { faultInNormalForm: vi.fn(real.faultInNormalForm) };
});
const compiled = vi.mocked(fault.faultInNormalForm);

function ask(a: string, s: string) {
	compiled.mockClear();
	const trace: Trace = { ran: [], answered: [] };
	const decision = decide(new Work(), readCard(a).set, readCard(s).set, 1, {
		texts: { a, s },
		trace
	});
	return { decision, trace };
}

const polynomialRows = ['power-sums', 'square-images', 'image-witness'];

describe('the fault of card S is found once per question', () => {
	it('however many polynomial rows ask for it', () => {
		// A perfect-square image that misses a square: the first two rows prove nothing, and the
		// third finds the witness (k = 1), each having asked whether S has a fault. square-images
		// asks one part (the squares against S), a question of its own where all three run again.
		const { decision, trace } = ask('{k^2 + 2k + 1 : k ∈ ℤ}', '{x ∈ ℤ | x ≠ 4}');
		expect(trace.ran.filter((row) => polynomialRows.includes(row))).toEqual([
			'power-sums',
			'square-images',
			...polynomialRows,
			'image-witness'
		]);
		expect(decision).toMatchObject({ verdict: 'not-subset', witness: '4', by: 'image-witness' });
		// Once for the question and once for its part, where each row used to compile S again.
		expect(compiled).toHaveBeenCalledTimes(2);
	});

	it('and a fault found so still leaves the question to the pre-pass, which names it', () => {
		const { decision } = ask('{k^2 + 2k + 1 : k ∈ ℤ}', '{x ∈ ℝ | x mod 2 < 1}');
		expect(decision.verdict).toBe('unsupported');
		expect(decision.card).toBe('s');
		expect(compiled).toHaveBeenCalledTimes(1);
	});

	it('not at all when no row asks', () => {
		compiled.mockClear();
		const rows: Strategy[] = [];
		const w = new Work();
		const d: Decision = decide(w, readCard('{1, 2}').set, readCard('ℤ').set, 1, {
			strategies: rows
		});
		expect(d.verdict).toBe('unknown');
		expect(compiled).not.toHaveBeenCalled();
	});
});
