import { describe, expect, it } from 'vitest';
import { primesApprox, squaresApprox, periodPart } from './primesquares';
import { hasN } from './numset';
import { rat } from '../arithmetic/rational';
import { surd } from '../arithmetic/surd';
import { isPrime } from '../../numbers/primality';
import { Work } from '../work';

// The primes and the squares between two bounds: every prime (square) lies in the upper bound,
// and the lower bound holds only primes (squares).

const isIn = (set: { num: Parameters<typeof hasN>[0] }, n: number) =>
	hasN(set.num, surd(rat(BigInt(n))));
const upTo = Array.from({ length: 3000 }, (_, i) => i - 1000);
const isSquare = (n: number) => n >= 0 && Math.round(Math.sqrt(n)) ** 2 === n;

describe('the primes and the squares at a modulus', () => {
	it('keeps every prime in the upper bound, and only primes in the lower one', () => {
		const w = new Work();
		const primes = primesApprox(w, 30);
		for (const n of upTo) {
			const prime = n > 1 && isPrime(BigInt(n));
			if (prime) expect(isIn(primes.hi, n)).toBe(true);
			if (isIn(primes.lo, n)) expect(prime).toBe(true);
		}
		// Above the exact ones, numbers sharing a factor with 30 are left out.
		expect(isIn(primes.hi, 1000)).toBe(false);
		expect(isIn(primes.hi, 1005)).toBe(false);
	});

	it('keeps every square in the upper bound, and only squares in the lower one', () => {
		const squares = squaresApprox(new Work(), 16);
		for (const n of upTo) {
			if (isSquare(n)) expect(isIn(squares.hi, n)).toBe(true);
			if (isIn(squares.lo, n)) expect(isSquare(n)).toBe(true);
		}
		// 2 and 3 are no square modulo 16, nor is any number leaving them.
		expect(isIn(squares.hi, 16 * 1000 + 2)).toBe(false);
		expect(isIn(squares.hi, -1)).toBe(false);
	});

	it('takes of a large modulus only a part residue tables can hold', () => {
		expect(periodPart(60)).toBe(60);
		expect(periodPart(2 ** 40)).toBe(16);
	});
});
