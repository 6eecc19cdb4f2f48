import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rat } from '../arithmetic/rational';
import { surd } from '../arithmetic/surd';
import { readCard } from '../card';
import { Evaluator } from '../forms/evaluate';
import { decideSubset } from '../index';
import { Work } from '../work';
import {
	cardText,
	member,
	num,
	numberGrid,
	parseWitness,
	q,
	type Card,
	type Q,
	type Value
} from './oracle';
import { runs } from './runs';

// A variable in an exponent against the independent oracle (oracle.ts reads these cards with its
// own arithmetic, never the engine's): affine exponents and bases one over a whole number, over
// ℕ, ℕ₀, ℤ and ranges, against rays, intervals, ℤ, ℚ, remainders and lists. `unknown` is allowed
// (powers lie outside the exact fragment), a wrong `subset` or witness is not.

const domain: fc.Arbitrary<Card> = fc.constantFrom<Card>(
	{ t: 'named', name: 'ℕ', ascii: false },
	{ t: 'named', name: 'ℕ₀', ascii: false },
	{ t: 'named', name: 'ℤ', ascii: false },
	{ t: 'ellipsis', shape: 'finite', first: q(-2), step: q(1), last: 6 },
	{ t: 'ellipsis', shape: 'up', first: q(1), step: q(2), last: 0 }
);

const powers: fc.Arbitrary<Card> = fc
	.record({
		c: fc.constantFrom(q(1), q(-1), q(3), q(1, 2)),
		base: fc.constantFrom(q(2), q(3), q(4), q(1, 2), q(1, 3)),
		e: fc.constantFrom(1n, 2n, -1n),
		f: fc.constantFrom(0n, 1n, -1n, 2n),
		s: fc.constantFrom(q(0), q(1), q(-2), q(1, 2)),
		dom: domain
	})
	.map((p): Card => ({ t: 'powers', v: 'k', ...p }));

const bound = fc.constantFrom(q(0), q(1), q(2), q(1, 2), q(-1), q(5), q(64), q(1, 8));
const target: fc.Arbitrary<Card> = fc.oneof(
	fc.constantFrom<Card>(
		{ t: 'named', name: 'ℤ', ascii: false },
		{ t: 'named', name: 'ℚ', ascii: false },
		{ t: 'named', name: 'ℕ', ascii: false },
		{ t: 'named', name: 'ℚ⁺', ascii: false },
		{ t: 'roster', els: [q(1), q(2), q(4), q(8), q(1, 2), q(1, 4)] }
	),
	fc
		.record({ lo: fc.option(bound), hi: fc.option(bound), lc: fc.boolean(), hc: fc.boolean() })
		.map(({ lo, hi, lc, hc }): Card => ({
			t: 'interval',
			lo,
			hi,
			loClosed: lo !== null && lc,
			hiClosed: hi !== null && hc
		})),
	fc
		.record({ m: fc.integer({ min: 2, max: 9 }), r: fc.integer({ min: 0, max: 8 }) })
		.map(({ m, r }): Card => ({
			t: 'filter',
			v: 'x',
			dom: { t: 'named', name: 'ℤ', ascii: false },
			cond: {
				t: 'mod',
				a: 1n,
				m: BigInt(m),
				r: BigInt(r % m),
				negated: r >= m,
				form: 'mod'
			},
			style: 0
		}))
);

/** The card's values at the exponents −40..40 of its domain, by the oracle's own arithmetic. */
function valuesOf(card: Card & { t: 'powers' }): Value[] {
	const out: Value[] = [];
	for (let v = -40n; v <= 40n; v++) {
		if (!member(card.dom, num(q(v)), 1)) continue;
		const j = card.e * v + card.f;
		const b = card.base;
		const power: Q = j >= 0n ? q(b.n ** j, b.d ** j) : q(b.d ** -j, b.n ** -j);
		const value = q(
			card.c.n * power.n * card.s.d + card.s.n * card.c.d * power.d,
			card.c.d * power.d * card.s.d
		);
		out.push(num(value));
	}
	return out;
}

const grid = numberGrid(20, [1, 2, 3, 4, 8]);

describe('a variable in an exponent against the independent oracle', () => {
	it('never answers wrongly, and its witnesses are in A and not in S', () => {
		fc.assert(
			fc.property(powers, target, (a, s) => {
				const aText = cardText(a);
				const sText = cardText(s);
				const res = decideSubset(aText, sText, { naturalsFrom: 1 });
				const where = `${aText} ⊆ ${sText}: ${res.verdict} ${res.witness ?? ''}`;
				if (a.t !== 'powers') return;
				// Every value of A it writes out is in A by the oracle too.
				for (const x of valuesOf(a)) expect(member(a, x, 1), where).toBe(true);
				if (res.verdict === 'subset') {
					for (const x of [...valuesOf(a), ...grid])
						if (member(a, x, 1))
							expect(
								member(s, x, 1),
								`${where}, at ${x.kind === 'num' ? `${x.v.p.n}/${x.v.p.d}` : 'a set'}`
							).toBe(true);
				} else if (res.verdict === 'not-subset') {
					const w = parseWitness(res.witness ?? '');
					expect(w, where).not.toBeNull();
					if (w) {
						expect(member(a, w, 1), `${where}: witness in A`).toBe(true);
						expect(member(s, w, 1), `${where}: witness not in S`).toBe(false);
					}
				} else expect(res.verdict, where).toBe('unknown');
			}),
			runs(150)
		);
	});

	it('reads each number as the oracle does: in the set exactly when it is listed', () => {
		// The engine's own membership (the evaluator) point by point against the oracle's list of
		// powers, at the values of the set and on a grid of fractions: it may not know, never be wrong.
		const fractions = numberGrid(20, [1, 2, 3, 4, 8]).filter(
			(x) => x.kind === 'num' && x.v.r.n === 0n
		);
		fc.assert(
			fc.property(powers, (a) => {
				if (a.t !== 'powers') return;
				const set = readCard(cardText(a)).set;
				const evaluator = new Evaluator(new Work(), 1);
				for (const x of [...valuesOf(a), ...fractions]) {
					if (x.kind !== 'num') continue;
					const engine = evaluator.member({ t: 'num', v: surd(rat(x.v.p.n, x.v.p.d)) }, set);
					if (engine !== null)
						expect(engine, `${x.v.p.n}/${x.v.p.d} in ${cardText(a)}`).toBe(member(a, x, 1));
				}
			}),
			runs(150)
		);
		// Up to 26 s on a busy 2-core machine, against the default 30 s.
	}, 60_000);
});
