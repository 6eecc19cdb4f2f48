/**
 * Subsets checker, the polynomial and constants fragment: the classroom questions of issue 14
 * (x² < 10, (x − 1)(x − 2) < 0, x³ = 8, √2, π, e), each timed alone, with the median and the
 * slowest against the targets of the exact fragment (median 50 ms, worst 1 s).
 */
import { decideSubset } from '../src/lib/core/subsets-checker/index';
import { atMost, median, timeEach, type Figure } from './harness';

const questions: [string, string][] = [
	['{x ∈ ℝ | x² < 0}', '∅'],
	['{x ∈ ℤ | x² < 10}', '{-3, -2, -1, 0, 1, 2, 3}'],
	['{x ∈ ℝ | (x − 1)(x − 2) < 0}', '(1, 2)'],
	['{x ∈ ℤ | x² − 5x + 6 = 0}', '{2, 3}'],
	['{x ∈ ℝ | x³ = 8}', '{2}'],
	['{x ∈ ℚ | x² = 2}', '∅'],
	['{x ∈ ℝ | x² = 2}', 'ℚ'],
	['{x ∈ ℝ | x² ≤ 2}', '[-1.5, 1.41]'],
	['{x ∈ ℝ | x² − x − 1 = 0}', 'ℚ'],
	['{x ∈ ℝ | x^4 - 10x^2 + 1 < 0}', '(-3.15, 3.15)'],
	['ℝ', '{x ∈ ℝ | x² ≠ 2}'],
	['{π}', '(3.14, 3.15)'],
	['{π}', 'ℚ'],
	['{e}', 'ℚ'],
	['{x ∈ ℚ | x > √2}', '(1.41, ∞)'],
	['[√2, π]', '[1.42, 3.2]'],
	['{π}', '{x ∈ ℝ | x² < 9.8}'],
	['{x ∈ ℝ | x^12 - 3x^7 + x - 1 > 0}', '(-∞, 1.5)']
];

export async function run(): Promise<Figure[]> {
	const times = questions.map(([a, s]) => median(timeEach(() => decideSubset(a, s), 9, 2)));
	const out: Figure[] = [
		atMost('median question', median(times), 'ms', 50),
		atMost('slowest question', Math.max(...times), 'ms', 1000)
	];
	questions.forEach(([a, s], i) => out.push({ name: `${a} ⊆ ${s}`, value: times[i], unit: 'ms' }));
	return out;
}
