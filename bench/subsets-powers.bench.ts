/**
 * Subsets checker, a variable in an exponent (issue 26): {2^k : k ∈ ℕ}, {3^k + 1 : k ∈ ℕ} against
 * parities, congruences, rays and single numbers, each timed alone, with the median and the
 * slowest against the targets (median 5 ms, worst 1 s).
 */
import { decideSubset } from '../src/lib/core/sets/index';
import { atMost, median, timeEach, type Figure } from './harness';

const questions: [string, string][] = [
	['{2^k : k ∈ ℕ}', '{x ∈ ℤ | x is even}'],
	['{2^k : k ∈ ℕ₀}', '{x ∈ ℤ | x is even}'],
	['{2^k : k ∈ ℕ}', '{x ∈ ℤ | x mod 7 = 1 or x mod 7 = 2 or x mod 7 = 4}'],
	['{2^k : k ∈ ℕ}', '{x ∈ ℤ | x mod 10 ≠ 0}'],
	['{3^k + 1 : k ∈ ℕ}', '{x ∈ ℤ | x mod 3 = 1}'],
	['{2^k : k ∈ ℕ}', '(2, ∞)'],
	['{2^k : k ∈ ℕ, k > 5}', '{x ∈ ℤ | x mod 64 = 0}'],
	['{2^k : k ∈ ℕ}', '{x ∈ ℤ | x mod 1000003 ≠ 0}'],
	['{2^1000}', '{2^k : k ∈ ℕ}'],
	['{2^k - 1 : k ∈ ℕ}', 'ℙ']
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
