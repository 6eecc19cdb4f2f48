/**
 * Plain BigInt references for the primality tests, written independently of the code they check
 * (no import from ../primality or ../prime64), and imported by tests only.
 */
import fc from 'fast-check';

export function plainPowMod(base: bigint, exponent: bigint, modulus: bigint): bigint {
	let result = 1n;
	let b = base % modulus;
	for (let e = exponent; e > 0n; e >>= 1n) {
		if (e & 1n) result = (result * b) % modulus;
		b = (b * b) % modulus;
	}
	return result;
}

/** The strong-probable-prime test of odd n > 2 to base a, written plainly. */
export function strongProbablePrime(n: bigint, a: bigint): boolean {
	let d = n - 1n;
	let s = 0;
	while ((d & 1n) === 0n) {
		d >>= 1n;
		s++;
	}
	let x = plainPowMod(a, d, n);
	if (x === 1n || x === n - 1n) return true;
	for (let i = 1; i < s; i++) {
		x = (x * x) % n;
		if (x === n - 1n) return true;
	}
	return false;
}

/** Odd numbers of exactly `min` to `max` bits (top bit set), the bit length drawn first. */
export function oddOfBits(min: number, max: number): fc.Arbitrary<bigint> {
	return fc
		.tuple(fc.integer({ min, max }), fc.bigInt({ min: 0n, max: (1n << BigInt(max)) - 1n }))
		.map(([bits, raw]) => (raw & ((1n << BigInt(bits)) - 1n)) | (1n << BigInt(bits - 1)) | 1n);
}
