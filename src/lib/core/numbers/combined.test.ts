import { describe, expect, it } from 'vitest';
import fixture from './test/primality-fixture.json';
import { combinedBound, fromBothParts, nMinusOrPlusOneProof } from './combined';
import { isPrime } from './isprime';
import { crt } from './modular';
import { fromFactoredPart, type Split } from './nminus1';
import { PSI_13 } from './probable';

// F1 = 2·3·5·7·11·13·17 (19 bits) divides n − 1 and F2 = 4·29·31·...·53 (39 bits) divides
// n + 1, for n near 2^80: F1 is below n^(1/3) and (F2 − 1)² below n, so neither part alone
// proves n, while max(F1 + 1, F2 − 1)·(lcm(F1, F2) + 1) is near 2^96.
const minusPrimes = [2n, 3n, 5n, 7n, 11n, 13n, 17n];
const plusPrimes = [2n, 29n, 31n, 37n, 41n, 43n, 47n, 53n];
const split = (primes: bigint[], f: bigint): Split => ({ f, primes: new Set(primes) });
const minus = split(minusPrimes, 510510n);
const plus = split(plusPrimes, 4n * 146078888479n);

/** The numbers n ≡ 1 (mod F1), n ≡ −1 (mod F2) from about 2^80 on: the first prime, and the first composite. */
function candidates(): { prime: bigint; composite: bigint } {
	const [r, m] = crt(1n, minus.f, plus.f - 1n, plus.f)!;
	let prime = 0n;
	let composite = 0n;
	for (let n = r + m * ((1n << 80n) / m); prime === 0n || composite === 0n; n += m) {
		if (isPrime(n)) prime ||= n;
		else composite ||= n;
	}
	return { prime, composite };
}

describe('the combined n − 1 / n + 1 test (Brillhart, Lehmer and Selfridge 1975)', () => {
	it('bounds a composite that passes both conditions by max(F1 + 1, F2 − 1)·(lcm + 1)', () => {
		// F1 = 4, F2 = 6: lcm 12; q ≥ 5, m ≥ 13.
		expect(combinedBound(4n, 6n)).toBe(65n);
		expect(combinedBound(510510n, 2n)).toBe(510511n * 510511n);
	});

	it('proves a prime neither n − 1 nor n + 1 proves alone', () => {
		const { prime } = candidates();
		// Below 3.3·10^24, isPrime is itself a proof (Sorenson and Webster's bases).
		expect(prime < PSI_13).toBe(true);
		expect((prime - 1n) % minus.f).toBe(0n);
		expect((prime + 1n) % plus.f).toBe(0n);
		expect(minus.f ** 3n < prime).toBe(true);
		expect((plus.f - 1n) ** 2n < prime).toBe(true);
		expect(fromFactoredPart(prime, minus.f)).toBeNull();
		expect(prime < combinedBound(minus.f, plus.f)).toBe(true);
		expect(fromBothParts(prime, minus, plus)).toBe(true);
		// With a part too small, no proof.
		expect(fromBothParts(prime, split([2n, 3n], 6n), plus)).toBeNull();
	});

	it('refutes a composite of the same shape', () => {
		const { composite } = candidates();
		expect(fromBothParts(composite, minus, plus)).toBe(false);
	});

	it('never proves a composite or strong pseudoprime of the PARI fixture prime', () => {
		const ctx = { thorough: false, proveFactor: () => null };
		const composites = (fixture.numbers as { kind: string; n: string }[])
			.filter((r) => r.kind !== 'prime' && r.n.length < 60)
			.map((r) => BigInt(r.n))
			.filter((n) => n % 2n === 1n);
		expect(composites.length).toBeGreaterThan(20);
		for (const n of composites) expect(nMinusOrPlusOneProof(n, ctx), `${n}`).not.toBe(true);
	}, 120_000); // a few dozen splits of n ± 1: 3 s on a quiet machine
});
