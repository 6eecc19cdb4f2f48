/**
 * Proves A ⊆ S whichever numbers are primes or squares: the atoms are read as an unknown set X
 * inside their residue superset U, and the question is asked with X = U and with X = ∅.
 */
import { AtomUnusable, Compiler } from '../forms/compile';
import { isExact } from '../forms/approx';
import { TooComplex } from '../errors';
import type { SetIR } from '../read/ir';
import * as S from '../forms/setnf';
import type { Work } from '../work';

/**
 * Proves A ⊆ S by reading the primes (and squares) as an unknown set X inside their residue
 * superset U: for numbers in X, A and S behave as with X = U; for the others, as with X = ∅.
 * If A ⊆ S in each reading (restricted to where it applies), it holds for the real primes.
 */
export function atomProof(
	w: Work,
	a: SetIR,
	s: SetIR,
	naturalsFrom: 0 | 1,
	modulus: number
): boolean {
	const kinds: ('prime' | 'square')[] = [];
	try {
		const probe = new Compiler(w, {
			naturalsFrom,
			modulus,
			atoms: { prime: 'full', square: 'full' }
		});
		probe.set(a);
		probe.set(s);
		kinds.push(...probe.usedAtoms);
		const primeAndSquare = (1 << kinds.length) - 1;
		for (let mask = 0; mask < 1 << kinds.length; mask++) {
			// No number is both a prime and a square (n² = n·n), so that reading never applies.
			if (kinds.length === 2 && mask === primeAndSquare) continue;
			const atoms: { prime: 'full' | 'empty'; square: 'full' | 'empty' } = {
				prime: 'empty',
				square: 'empty'
			};
			const compiler = new Compiler(w, { naturalsFrom, modulus, atoms });
			let region: S.SetNF | null = null;
			kinds.forEach((kind, i) => {
				if (mask & (1 << i)) {
					atoms[kind] = 'full';
					const bound = compiler.atomBound(kind);
					region = region ? S.inter(w, region, bound) : bound;
				}
			});
			const ca = compiler.set(a);
			const cs = compiler.set(s);
			if (!isExact(ca) || !isExact(cs)) return false;
			const part = region ? S.inter(w, ca.lo, region) : ca.lo;
			if (!S.subset(w, part, cs.lo)) return false;
		}
		return kinds.length > 0;
	} catch (err) {
		if (err instanceof AtomUnusable || err instanceof TooComplex) return false;
		throw err;
	}
}
