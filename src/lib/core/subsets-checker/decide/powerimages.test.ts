import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decideSubset } from '../index';

// Sets of powers against {C·n^d}, checked by brute force on the first powers: a subset answer
// must hold for each of them (n found by an integer root), a witness must be a power of A that
// is no C·n^d for n in S's domain.

const rules = { naturalsFrom: 1 } as const;

/** The whole n with C·n^d = x, if any (both signs for an even d). */
function rootsOf(x: bigint, big: bigint, d: number): bigint[] {
	if (x % big !== 0n) return [];
	const y = x / big;
	if (y < 0n && d % 2 === 0) return [];
	const size = y < 0n ? -y : y;
	let m = BigInt(Math.round(Number(size) ** (1 / d)));
	for (const c of [m - 1n, m + 1n]) if (c >= 0n && c ** BigInt(d) === size) m = c;
	if (m ** BigInt(d) !== size) return [];
	if (y < 0n) return [-m];
	return d % 2 === 0 ? [m, -m] : [m];
}

const inDomain = (n: bigint, dom: string) =>
	dom === 'ℤ' ? true : dom === 'ℕ₀' ? n >= 0n : n >= 1n;

describe('powers against polynomial images (power-images)', () => {
	it('answers the first powers right, by brute force', () => {
		fc.assert(
			fc.property(
				fc.constantFrom(2, 3, 4, 8, 9, 16, 27),
				fc.constantFrom(1, 2, 4, 9, -1, -8),
				fc.constantFrom(1, 2, 3),
				fc.constantFrom(2, 3),
				fc.constantFrom('ℕ', 'ℕ₀'),
				fc.constantFrom('ℤ', 'ℕ', 'ℕ₀'),
				(b, c, bigC, d, domA, domS) => {
					const a = `{${c === 1 ? '' : c === -1 ? '-' : `${c}·`}${b}^k : k ∈ ${domA}}`;
					const s = `{${bigC === 1 ? '' : bigC}n^${d} : n ∈ ${domS}}`;
					const answer = decideSubset(a, s, rules);
					const from = domA === 'ℕ' ? 1 : 0;
					const inS = (x: bigint) => rootsOf(x, BigInt(bigC), d).some((n) => inDomain(n, domS));
					const powers = Array.from(
						{ length: 10 },
						(_, i) => BigInt(c) * BigInt(b) ** BigInt(i + from)
					);
					if (answer.verdict === 'subset') for (const x of powers) expect(inS(x)).toBe(true);
					if (answer.verdict === 'not-subset') {
						const x = BigInt(answer.witness ?? 'none');
						expect(powers).toContain(x);
						expect(inS(x)).toBe(false);
					}
					// Every one of these is settled: the first ten powers all in S, or one not.
					expect(answer.verdict).toBe(powers.every(inS) ? 'subset' : 'not-subset');
				}
			),
			{ numRuns: 60 }
		);
	});

	it('proves the issue’s examples', () => {
		for (const [a, s] of [
			['{4^k : k ∈ ℕ}', '{n² : n ∈ ℕ}'],
			['{2^(2k) : k ∈ ℕ₀}', '{n² : n ∈ ℤ}'],
			['{8^k : k ∈ ℕ}', '{n³ : n ∈ ℤ}'],
			['{9·4^k : k ∈ ℕ₀}', '{n² : n ∈ ℤ}'],
			['{4^k + 1 : k ∈ ℕ}', '{n² + 1 : n ∈ ℕ}']
		])
			expect(decideSubset(a, s, rules).verdict).toBe('subset');
		expect(decideSubset('{2^k : k ∈ ℕ}', '{n² : n ∈ ℕ}', rules)).toMatchObject({
			verdict: 'not-subset',
			witness: '2'
		});
		// −8 = (−2)³, but −2 is not a natural number.
		expect(decideSubset('{-8^k : k ∈ ℕ}', '{n³ : n ∈ ℕ}', rules)).toMatchObject({
			verdict: 'not-subset',
			witness: '-8'
		});
	});
});
