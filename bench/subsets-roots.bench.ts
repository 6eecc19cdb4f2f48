/**
 * Subsets checker, sums and products of two square roots as elements (issue 26): √2·√8, √2 + √5
 * against ℚ, ℝ \ ℚ, intervals and a quartic, each timed alone, with the median and the slowest
 * against the targets (median 5 ms, worst 1 s).
 */
import { decideSubset } from '../src/lib/core/sets/index';
import { atMost, median, timeEach, type Figure } from './harness';

const questions: [string, string][] = [
	['{√2·√8}', 'ℤ'],
	['{√2·√3}', '{√6}'],
	['{√2 + √5}', 'ℚ'],
	['{√2 + √5}', 'ℝ \\ ℚ'],
	['{√2 + √5}', '(3.65, 3.66)'],
	['{√2 + √5}', '[3, 3.65]'],
	['{√2 - √3}', '(-1, 0)'],
	['{(1 + √2 + √3)/2}', 'ℚ'],
	['{√2 + √5}', '{x ∈ ℝ | x^4 - 14x^2 + 9 = 0}'],
	['{x ∈ ℤ | √2 + √3 < x < √5 + √7}', '{4}'],
	['{√1000003 + √1000033}', '(2000, 2001)']
];

export async function run(): Promise<Figure[]> {
	const times = questions.map(([a, s]) => median(timeEach(() => decideSubset(a, s), 9, 2)));
	const out: Figure[] = [
		atMost('median question', median(times), 'ms', 5),
		atMost('slowest question', Math.max(...times), 'ms', 1000)
	];
	questions.forEach(([a, s], i) => out.push({ name: `${a} ⊆ ${s}`, value: times[i], unit: 'ms' }));
	return out;
}
