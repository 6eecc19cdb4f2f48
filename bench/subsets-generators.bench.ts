/**
 * Subsets, the fragment of several generators and listed finite domains: the time to decide each
 * example of issue 14 (one question at a time, as a player asks), and the slowest answer on
 * adversarial cards of the same kinds (many generators, long lists, wide ranges, large periods).
 */
import { decideSubset } from '../src/lib/core/subsets-checker/index';
import { atMost, median, timeEach, type Figure } from './harness';

const examples: [string, string][] = [
	['{a + b : a ∈ {1, 2}, b ∈ {10, 20}}', '{11, 12, 21, 22}'],
	['ℤ', '{2a + 3b : a ∈ ℤ, b ∈ ℤ}'],
	['{2k : k ∈ ℤ}', '{4a + 6b : a, b ∈ ℤ}'],
	['ℤ', '{4a + 6b : a, b ∈ ℤ}'],
	['ℤ', '{a − b : a ∈ ℕ, b ∈ ℕ}'],
	['[2, 4]', '{a + b : a ∈ [0, 1], b ∈ [2, 3]}'],
	['{x ∈ ℤ | x ≥ 8}', '{3a + 5b : a ∈ ℕ₀, b ∈ ℕ₀}'],
	['{a + b : a ∈ ℙ, b ∈ ℙ}', '{2k : k ∈ ℤ}'],
	['{a² + b² : a, b ∈ ℤ}', '{x ∈ ℤ | x mod 4 ≠ 3}'],
	['{x ∈ 𝒫({1, 2, 3}) | 1 ∈ x}', '{{1}, {1, 2}, {1, 3}, {1, 2, 3}}'],
	['{x ∈ ℤ | 1000 ≤ x ≤ 1020 and x is prime}', '{1009, 1013, 1019}'],
	['{x ∈ ℤ | 1 ≤ x ≤ 3000 and x is prime and x + 2 is prime}', '{x ∈ ℤ | x mod 6 = 5} ∪ {3}']
];

const letters = 'abcdefghijklmnopqrstuvw'.split('');

function adversarial(): [string, string][] {
	const image = (doms: string[]) =>
		`{${doms.map((_, i) => letters[i]).join(' + ')} : ${doms
			.map((d, i) => `${letters[i]} ∈ ${d}`)
			.join(', ')}}`;
	const twenty = letters.slice(0, 20);
	return [
		// 2^20 subset sums, all distinct: the listing gives up and the answer is honest.
		[image(twenty.map((_, i) => `{0, ${2 ** i}}`)), 'ℤ'],
		[image(twenty.map(() => '{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}')), '{x ∈ ℤ | 0 ≤ x ≤ 180}'],
		[image(twenty.map((_, i) => `{${i + 2}k : k ∈ ℕ}`)), '{x ∈ ℤ | x ≥ 2}'],
		[image(twenty.map((_, i) => `{x ∈ ℤ | x mod ${97 + i} = 1}`)), 'ℤ'],
		[image(twenty.map((_, i) => `[${i}, ${i + 1 / 2}]`)), '[190, 200]'],
		[image(['ℙ', 'ℙ', 'ℙ']), '{x ∈ ℤ | x ≥ 6}'],
		['{x ∈ ℤ | 0 ≤ x ≤ 4999 and x is prime}', '{x ∈ ℤ | x mod 2 = 1} ∪ {2}'],
		[
			'{x ∈ 𝒫({1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}) | 1 ∈ x and 2 ∉ x}',
			'𝒫({1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})'
		]
	];
}

export async function run(): Promise<Figure[]> {
	const times = examples.map(([a, s]) => median(timeEach(() => decideSubset(a, s), 5, 1)));
	let worst = 0;
	for (const [a, s] of adversarial()) {
		worst = Math.max(worst, ...timeEach(() => decideSubset(a, s), 1, 0));
		worst = Math.max(worst, ...timeEach(() => decideSubset(s, a), 1, 0));
	}
	return [
		atMost('subsets generators: issue examples, median', median(times), 'ms', 50),
		atMost('subsets generators: issue examples, slowest', Math.max(...times), 'ms', 1000),
		atMost('subsets generators: adversarial cards, slowest', worst, 'ms', 1000)
	];
}
