/**
 * The pairwise coprime bases of residue patterns (residueboxes.ts): a modulus split into primes up to
 * 2^16 by trial division, larger primes by Pollard's rho, and factors it leaves whole, checked
 * against the question's other large bases.
 */
import { gcd, perfectPower } from '../../numbers/integers';
import { TooComplex } from '../errors';
import { factorize as splitNumber } from '../../numbers/primality';
import type { Work } from '../work';

// Bases above 2^16: primes found by Pollard's rho, and larger factors it left whole. Bases must be
// pairwise coprime for the boxes to be independent. Bases up to 2^16 are primes that divide none
// of these (trial division removed them), so the larger ones are checked against the others of
// the same question (`Work.largeBases`): a new one sharing a divisor with a known one, other than
// as its power, is refused. Coprimality is all the patterns need, so a large base is never
// assumed prime.
const trialBound = (1 << 16) - 1;
/**
 * Rho steps per split. A factor near 2^20 (moduli such as 1000003·1000033) takes about a
 * thousand, so this finds every factor up to about 2^24 and many larger ones; trial division to
 * 2^20, which this replaces, took half a million divisions for each such modulus.
 */
const rhoSteps = 1 << 14;
/**
 * Rho steps per split of a modulus past 2^64, where each step costs far more: enough for factors
 * up to about 2^20, as trial division found them before.
 */
const rhoStepsLarge = 1 << 11;

function addFactor(out: Map<bigint, number>, b: bigint, k: number): void {
	out.set(b, (out.get(b) ?? 0) + k);
}

/** Adds a factor c > 2^16 with no prime factor up to 2^16. */
function addLarge(w: Work, c: bigint, out: Map<bigint, number>): void {
	// Only powers up to the sixth: a larger one of a base above 2^16 is rarely a modulus.
	const root = c >= 1n << 32n ? perfectPower(c, 6) : null;
	if (root) {
		const inner = new Map<bigint, number>();
		addLarge(w, root.base, inner);
		for (const [b, e] of inner) addFactor(out, b, e * root.power);
		return;
	}
	for (const b of w.largeBases) {
		if (b === c) {
			addFactor(out, b, 1);
			return;
		}
		if (gcd(b, c) === 1n) continue;
		// c a power of a known base.
		let rest = c;
		let e = 0;
		while (rest % b === 0n) {
			rest /= b;
			e++;
		}
		if (rest === 1n) {
			addFactor(out, b, e);
			return;
		}
		throw new TooComplex('moduli share a large factor the checker cannot split');
	}
	w.largeBases.add(c);
	addFactor(out, c, 1);
}

/** b^f. */
export function pw(b: bigint, f: number): bigint {
	return f === 0 ? 1n : b ** BigInt(f);
}

/**
 * Bases and exponents of n > 0: primes up to 2^16 by trial division, then the rest split by
 * Pollard's rho (both in core/numbers, charged to the question's work), as larger coprime bases
 * (see addLarge).
 */
export function factorize(w: Work, n: bigint): [bigint, number][] {
	const cached = w.factors.get(n);
	if (cached) return cached;
	const { primes, unfactored } = splitNumber(n, {
		trialBound,
		rhoBudget: n < 1n << 64n ? rhoSteps : rhoStepsLarge,
		spend: (units) => w.spend(units)
	});
	const out = new Map<bigint, number>();
	for (const p of primes) {
		if (p <= BigInt(trialBound)) addFactor(out, p, 1);
		else addLarge(w, p, out);
	}
	for (const c of unfactored) addLarge(w, c, out);
	const list = [...out].sort((x, y) => (x[0] < y[0] ? -1 : 1));
	// Every answer of a pattern rests on these bases: check they multiply back to n.
	if (list.reduce((product, [b, e]) => product * pw(b, e), 1n) !== n)
		throw new TooComplex('a factorisation that does not multiply back');
	w.factors.set(n, list);
	return list;
}

/** The multiplicity of base b in n ≠ 0, and the rest. */
export function split(n: bigint, b: bigint): [number, bigint] {
	let k = 0;
	if (n < 0n) n = -n;
	while (n % b === 0n) {
		n /= b;
		k++;
	}
	return [k, n];
}
