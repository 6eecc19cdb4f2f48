/**
 * A ⊆ S for products of two generators, {a·b : a ∈ X, b ∈ Y}, from what every product is:
 * - a product of two whole numbers neither of which is 0, 1 or −1 is not prime (its two factors
 *   show it), and when both factors are from 0 on it is at least the product of the least ones:
 *   so {a·b : a, b ∈ ℕ, a, b > 2} lies in {x ∈ ℤ | x ≥ 9 and x is not prime}, asked of S as a part;
 * - products grow with their factors: when S is a product too and each of A's factor sets lies in
 *   one of S's (in either order), A ⊆ S.
 * This only proves; witnesses come from the normal form's products of small elements.
 */
import { CardError, TooComplex } from '../errors';
import { Compiler } from '../forms/compile';
import * as N from '../forms/numset';
import * as P from '../forms/periodic';
import { compositesFrom, noUnits } from '../forms/productsets';
import type { Span } from '../read/ast';
import type { SetIR } from '../read/ir';
import { faultOfS } from './powersums';
import { subset, type Decision, type Question } from './question';

const span: Span = [0, 0];

/** The least element of a set of whole numbers, or null when it has none or is not one. */
function least(w: Question['w'], ns: N.NumSet): bigint | null {
	const ints = N.integersOf(w, ns);
	if (!ints.length || ints[0].lo === null) return null;
	return P.nextIn(ints[0], null);
}

/** A ⊆ S when A is a product, by the two facts above. */
export function byProducts(q: Question): Decision | null {
	if (q.depth <= 0 || q.a.k !== 'product') return null;
	const [x, y] = q.a.parts;
	const s = q.s;
	try {
		const compiler = new Compiler(q.w, { naturalsFrom: q.naturalsFrom, modulus: 12 });
		const parts = [x, y].map((part) => compiler.set(part).hi.num);
		if (faultOfS(q)) return null;
		if (s.k === 'product') {
			const [u, v] = s.parts;
			const inside = (a: SetIR, b: SetIR) => q.part(a, b, q.depth - 1) === 'subset';
			if ((inside(x, u) && inside(y, v)) || (inside(x, v) && inside(y, u)))
				return subset({ code: 'sub/products' });
		}
		if (!parts.every((p) => noUnits(q.w, p))) return null;
		const lows = parts.map((p) => least(q.w, p));
		const from = lows.every((l) => l !== null && l >= 0n)
			? (lows[0] ?? 0n) * (lows[1] ?? 0n)
			: null;
		const card: SetIR =
			from !== null
				? compositesFrom(from, span)
				: {
						k: 'filter',
						v: 'x',
						dom: { k: 'named', name: 'Z', span },
						cond: {
							k: 'not',
							arg: {
								k: 'prime',
								t: [
									{ n: 0n, d: 1n },
									{ n: 1n, d: 1n }
								]
							}
						},
						span
					};
		if (q.part(card, s, q.depth - 1) !== 'subset') return null;
		return subset(
			from !== null ? { code: 'sub/not-prime-from', from: String(from) } : { code: 'sub/not-prime' }
		);
	} catch (err) {
		if (err instanceof TooComplex || err instanceof CardError) return null;
		throw err;
	}
}
