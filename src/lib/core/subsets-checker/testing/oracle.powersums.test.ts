import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideSubset } from '../index';
import { cardText, member, num, parseWitness, q, type Card, type PowerSumPart } from './oracle';
import { runs } from './runs';

// Sums of powers with the variable as exponent against the independent oracle (oracle.ts reads
// these cards with its own arithmetic, never the engine's): a sum of 2 or 3 parts, each base^v
// over ℕ or ℕ₀ or a square over ℤ, against rays, intervals, remainders, ℤ and lists, and lists of
// numbers against such a sum. `unknown` is allowed, a wrong `subset` or witness is not.

const part: fc.Arbitrary<PowerSumPart> = fc.oneof(
	fc.record({
		base: fc.constantFrom(2n, 3n, 4n, 5n, 7n),
		dom: fc.constantFrom<'ℕ' | 'ℕ₀'>('ℕ', 'ℕ₀')
	}),
	fc.constant<PowerSumPart>({ base: 'square' })
);

// At least one power: a sum of squares alone is the power-sums row's.
const sum: fc.Arbitrary<Card & { t: 'powersum' }> = fc
	.array(part, { minLength: 2, maxLength: 3 })
	.filter((parts) => parts.some((p) => p.base !== 'square'))
	.map((parts) => ({ t: 'powersum', parts }));

const ints = (lo: number, hi: number) => fc.integer({ min: lo, max: hi }).map((n) => q(n));
const target: fc.Arbitrary<Card> = fc.oneof(
	fc.constantFrom<Card>(
		{ t: 'named', name: 'ℤ', ascii: false },
		{ t: 'named', name: 'ℕ', ascii: false },
		{ t: 'roster', els: [q(2), q(3), q(5), q(7), q(11), q(13)] }
	),
	fc
		.record({ lo: fc.option(ints(-2, 12)), hi: fc.option(ints(0, 60)), lc: fc.boolean() })
		.map(({ lo, hi, lc }): Card => ({
			t: 'interval',
			lo,
			hi,
			loClosed: lo !== null && lc,
			hiClosed: hi !== null
		})),
	fc
		.record({ m: fc.integer({ min: 2, max: 16 }), r: fc.integer({ min: 0, max: 31 }) })
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

/** The elements of A up to 2000, by the oracle's own membership. */
function smallElements(a: Card): bigint[] {
	const out: bigint[] = [];
	for (let n = 0n; n <= 2000n; n++) if (member(a, num(q(n)), 1)) out.push(n);
	return out;
}

describe('sums of powers against the independent oracle', () => {
	it('never answers wrongly, and its witnesses are in A and not in S', () => {
		fc.assert(
			fc.property(sum, fc.oneof(target, sum), (a, s) => {
				const aText = cardText(a);
				const sText = cardText(s);
				const res = decideSubset(aText, sText, { naturalsFrom: 1 });
				const where = `${aText} ⊆ ${sText}: ${res.verdict} ${res.witness ?? ''}`;
				if (res.verdict === 'subset') {
					for (const n of smallElements(a))
						expect(member(s, num(q(n)), 1), `${where}, at ${n}`).toBe(true);
				} else if (res.verdict === 'not-subset') {
					const w = parseWitness(res.witness ?? '');
					expect(w, where).not.toBeNull();
					if (w) {
						expect(member(a, w, 1), `${where}: witness in A`).toBe(true);
						expect(member(s, w, 1), `${where}: witness not in S`).toBe(false);
					}
				} else expect(res.verdict, where).toBe('unknown');
			}),
			runs(60)
		);
	});

	it('settles lists of small numbers against a sum exactly', () => {
		fc.assert(
			fc.property(
				sum,
				fc.array(fc.integer({ min: -3, max: 200 }), { minLength: 1, maxLength: 4 }),
				(s, ns) => {
					const a: Card = { t: 'roster', els: ns.map((n) => q(n)) };
					const res = decideSubset(cardText(a), cardText(s), { naturalsFrom: 1 });
					const inS = ns.map((n) => member(s, num(q(n)), 1));
					const where = `${cardText(a)} ⊆ ${cardText(s)}: ${res.verdict} ${res.witness ?? ''}`;
					expect(res.verdict, where).toBe(inS.every(Boolean) ? 'subset' : 'not-subset');
					if (res.verdict === 'not-subset')
						expect(member(s, parseWitness(res.witness ?? '') ?? num(q(0)), 1), where).toBe(false);
				}
			),
			runs(60)
		);
		// 4 s on a quiet machine; a busy 2-core machine took 35 s once.
	}, 60_000);
});
