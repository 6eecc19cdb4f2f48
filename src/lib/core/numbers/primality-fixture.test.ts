/**
 * Our verdicts against PARI/GP's on the numbers of test/primality-fixture.json (written by
 * scripts/primality-fixture.mjs with gp's `isprime`, a proof): random primes of 60 to 200 bits,
 * random composites and products of two primes, and strong pseudoprimes to many prime bases
 * (Jaeschke's least ones to the first k primes, Chernick's Carmichael numbers, Arnault's number,
 * a strong pseudoprime to every prime base below 307).
 */
import { describe, expect, it } from 'vitest';
import fixture from './test/primality-fixture.json';
import { isPrime, provenPrime } from './primality';

interface Row {
	kind: 'prime' | 'composite' | 'pseudoprime';
	n: string;
	isprime: boolean;
	bases: number;
	note: string;
}

const rows = (fixture.numbers as Row[]).map((r) => ({ ...r, value: BigInt(r.n) }));
const primes = rows.filter((r) => r.kind === 'prime');
const composites = rows.filter((r) => r.kind !== 'prime');

/** Work units one proof may spend here (a unit is about 128 products modulo n). */
const units = 1000;

/** provenPrime within `units`: the hook throws past them, and the answer is then null. */
function provenWithin(n: bigint): boolean | null {
	let left = units;
	try {
		return provenPrime(n, (spent) => {
			left -= spent;
			if (left < 0) throw new Error('out of work');
		});
	} catch {
		return null;
	}
}

describe('primality against PARI/GP', () => {
	it('holds the numbers it says it holds', () => {
		expect(primes.length).toBe(300);
		expect(composites.filter((r) => r.kind === 'pseudoprime').length).toBeGreaterThan(40);
		// Arnault's number fools the strong test to every prime base below 307.
		expect(rows.find((r) => r.note === 'arnault')?.bases).toBe(62);
	});

	it('calls every prime prime, and never proves one composite', () => {
		expect(primes.filter((r) => !isPrime(r.value)).map((r) => r.n)).toEqual([]);
		const answers = primes.map((r) => ({ r, proof: provenWithin(r.value) }));
		expect(answers.filter((a) => a.proof === false).map((a) => a.r.n)).toEqual([]);
		// Most are proven: the share below 2^128 is the bench's figure, checked here loosely.
		const small = answers.filter((a) => a.r.value < 1n << 128n);
		const proven = small.filter((a) => a.proof === true).length;
		expect(proven / small.length).toBeGreaterThan(0.8);
	}, 300_000); // 300 proofs: 6 s of processor time on a quiet machine

	it('refutes every composite and strong pseudoprime, never proving one prime', () => {
		expect(composites.filter((r) => isPrime(r.value)).map((r) => r.n)).toEqual([]);
		expect(composites.filter((r) => provenWithin(r.value) !== false).map((r) => r.n)).toEqual([]);
	});
});
