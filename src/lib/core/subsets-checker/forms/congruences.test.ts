import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCard } from '../card';
import { readQuestion } from './congruences';
import { solve } from './cubes';
import { holds } from './formula';
import { TooComplex } from '../errors';
import { decideSubset } from '../index';
import { cardText, member, num, q, type Card, type Cond } from '../testing/oracle';
import { Work } from '../work';
import { runs } from '../testing/runs';

// The per-modulus reading checked against oracle.ts (its own arithmetic, point by point): random
// cards of integers small enough to check over a whole period, then the large families the
// reading exists for, each with the right verdict and a witness the oracle confirms.

const inCard = (card: Card, x: bigint, scale = 1n) => member(card, num(q(x, scale)), 1);
const ir = (card: Card) => readCard(cardText(card)).set;

const small = (min: number, max: number) => fc.integer({ min, max });
const Z: Card = { t: 'named', name: 'ℤ', ascii: false };

function condArb(depth: number): fc.Arbitrary<Cond> {
	const mod: fc.Arbitrary<Cond> = fc.constantFrom(2, 3, 4, 5, 6, 8, 9, 10).chain((m) =>
		fc
			.record({
				a: fc.constantFrom(1n, 1n, 2n, 3n, -1n),
				r: small(0, m - 1).map(BigInt),
				negated: fc.boolean(),
				form: fc.constantFrom('mod' as const, 'cong' as const)
			})
			.map((c): Cond => ({ t: 'mod', m: BigInt(m), ...c }))
	);
	const cmp: fc.Arbitrary<Cond> = fc
		.record({
			a: fc.constantFrom(q(1), q(2), q(-1), q(1, 2)),
			b: small(-6, 6).map((n) => q(n)),
			op: fc.constantFrom(
				'<' as const,
				'≤' as const,
				'>' as const,
				'≥' as const,
				'=' as const,
				'≠' as const
			),
			c: small(-8, 8).map((n) => q(n))
		})
		.map(({ a, b, op, c }): Cond => ({
			t: 'cmp',
			terms: [
				{ a, b },
				{ a: q(0), b: c }
			],
			ops: [op]
		}));
	const word: fc.Arbitrary<Cond> = fc
		.record({
			word: fc.constantFrom(
				'even' as const,
				'odd' as const,
				'positive' as const,
				'multiple' as const
			),
			m: small(2, 7).map(BigInt)
		})
		.map((c): Cond => ({ t: 'word', ...c }));
	const atom = fc.oneof(mod, mod, cmp, word);
	if (depth <= 0) return atom;
	const inner = condArb(depth - 1);
	return fc.oneof(
		atom,
		fc
			.tuple(fc.constantFrom('and' as const, 'or' as const), inner, inner)
			.map(([t, a, b]): Cond => ({ t, a, b })),
		inner.map((a): Cond => ({ t: 'not', a }))
	);
}

/** Cards of integers: lists, named sets, progressions, filters over ℤ, images a·k + b, operations. */
function intCard(depth: number): fc.Arbitrary<Card> {
	const roster = fc
		.array(fc.tuple(small(-12, 12), fc.constantFrom(1, 1, 1, 2)), { maxLength: 4 })
		.map((els): Card => ({ t: 'roster', els: els.map(([n, d]) => q(n, d)) }));
	const named = fc
		.constantFrom(
			'ℕ' as const,
			'ℕ₀' as const,
			'ℤ' as const,
			'ℤ⁺' as const,
			'ℤ⁻' as const,
			'∅' as const
		)
		.map((name): Card => ({ t: 'named', name, ascii: false }));
	const filter = fc
		.record({
			cond: condArb(1),
			dom: fc.constantFrom<Card>(Z, { t: 'named', name: 'ℕ', ascii: false })
		})
		.map(({ cond, dom }): Card => ({ t: 'filter', v: 'x', dom, cond, style: 0 }));
	const ellipsis = fc
		.record({
			shape: fc.constantFrom('up' as const, 'down' as const, 'both' as const, 'finite' as const),
			first: small(-6, 6).map((n) => q(n)),
			step: fc.constantFrom(q(1), q(2), q(3), q(-2)),
			last: small(2, 6)
		})
		.map((e): Card => ({ t: 'ellipsis', ...e }));
	const leaf = fc.oneof(roster, named, filter, filter, ellipsis);
	if (depth <= 0) return leaf;
	const sub = intCard(depth - 1);
	const image = fc
		.record({
			a: fc.constantFrom(q(2), q(3), q(-1), q(-2), q(1, 2), q(3, 2)),
			b: fc.tuple(small(-5, 5), fc.constantFrom(1, 1, 2)).map(([n, d]) => q(n, d)),
			dom: sub,
			cond: fc.option(condArb(0), { nil: null })
		})
		.map((c): Card => ({ t: 'image', v: 'k', halfStyle: false, ...c }));
	const op = fc
		.tuple(fc.constantFrom('∪' as const, '∩' as const, '\\' as const), sub, sub)
		.map(([o, a, b]): Card => ({ t: 'op', op: o, a, b }));
	return fc.oneof(leaf, image, op, op);
}

/**
 * How far from 0 a brute-force scan must look (in units of 1/scale) to see every case of two
 * generated cards. A leaf's constants reach ±28 (a bound 14 over a coefficient 1/2), and each
 * of the two nested images maps x to at most 3|x| + 5, so past ±272 every set repeats with the
 * period: two periods beyond ±300 see each case. (A scan to ±60 once missed {9x : x ≥ 9}.)
 */
const seenSpan = (scale: bigint, period: bigint) => 300n * scale + 2n * period;

/** S may also hold numbers that are not integers: only its integers matter. */
const anyCard = fc.oneof(
	intCard(2),
	fc.constantFrom<Card>(
		{ t: 'named', name: 'ℝ', ascii: false },
		{ t: 'named', name: 'ℚ⁺', ascii: false },
		{ t: 'interval', lo: q(-3, 2), hi: q(7), loClosed: false, hiClosed: true },
		{ t: 'roster', els: [q(1, 2), q(3), q(-4)] }
	)
);

describe('reading modulus by modulus', () => {
	it('agrees with the oracle on random cards of integers and halves, verdict and witness', () => {
		let read = 0;
		let fractional = 0;
		let total = 0;
		fc.assert(
			fc.property(intCard(2), anyCard, (a, s) => {
				total++;
				const question = readQuestion(ir(a), ir(s), 1, 1n << 20n);
				if (!question || question.period > 2000n) return;
				read++;
				// The elements are n/scale (halves when A has fractions): n is what is read.
				const k = question.scale;
				if (k > 1n) fractional++;
				const span = seenSpan(k, question.period);
				let first: bigint | null = null;
				for (let n = -span; n <= span; n++) {
					const inA = inCard(a, n, k);
					expect(holds(question.a, n)).toBe(inA);
					if (inA && !inCard(s, n, k) && first === null) first = n;
				}
				const answer = solve(new Work(), question.outside);
				expect(answer.empty).toBe(first === null);
				if (!answer.empty) {
					expect(inCard(a, answer.witness, k)).toBe(true);
					expect(inCard(s, answer.witness, k)).toBe(false);
				}
			}),
			runs(300)
		);
		// Most generated pairs are read, some with fractions: the property is not checked on a handful.
		expect(read).toBeGreaterThan(total / 2);
		expect(fractional).toBeGreaterThan(total / 20);
		// Up to 26 s on a busy 2-core machine, against the default 30 s.
	}, 60_000);
});

describe('moduli sharing factors', () => {
	it('are split, or compared through their common factor, as exactly as when lifted', () => {
		// A period limit of 8 allows lifts of two runs only: pairs of moduli sharing a factor are
		// split by the remainder mod that factor, or compared through it, instead.
		let decided = 0;
		fc.assert(
			fc.property(intCard(2), anyCard, (a, s) => {
				const question = readQuestion(ir(a), ir(s), 1, 1n << 20n);
				if (!question || question.period > 2000n) return;
				let answer;
				try {
					answer = solve(new Work({ periodLimit: 8 }), question.outside);
				} catch (err) {
					if (err instanceof TooComplex) return;
					throw err;
				}
				decided++;
				const k = question.scale;
				const span = seenSpan(k, question.period);
				let some = false;
				for (let n = -span; n <= span && !some; n++) some = inCard(a, n, k) && !inCard(s, n, k);
				expect(answer.empty).toBe(!some);
				if (!answer.empty) {
					expect(inCard(a, answer.witness, k)).toBe(true);
					expect(inCard(s, answer.witness, k)).toBe(false);
				}
			}),
			runs(300)
		);
		expect(decided).toBeGreaterThan(100);
	});

	it('decides remainder runs for moduli with a common factor and a huge lcm', () => {
		const mod = (x: bigint, m: bigint) => ((x % m) + m) % m;
		const [m1, m2] = [1000000n, 1000002n];
		// Runs mod 10^6 and mod 10^6 + 2 meet only where the remainders agree mod 2.
		const x = refuted(
			`{x ∈ ℤ | x mod ${m1} < 500000}`,
			`{x ∈ ℤ | x mod ${m2} < 500001}`,
			(y) => mod(y, m1) < 500000n,
			(y) => mod(y, m2) < 500001n
		);
		expect(x < 0n ? -x : x).toBeLessThan(m1);
		// Even remainders mod 10^6 and odd ones mod 10^6 + 2 never meet.
		expect(
			decideSubset(
				`{x ∈ ℤ | x mod ${m1} < 500000 and x is even}`,
				`{x ∈ ℤ | x mod ${m2} < 3 or x is even}`
			).verdict
		).toBe('subset');
		// p·10007 and p·10009 (p = 1000003) share p, and their lcm is too long to lift to:
		// remainders below 1000 and from 500000 to 599999 differ mod p, so those runs never meet;
		// runs below 2000 do, at 0.
		const [n1, n2] = [1000003n * 10007n, 1000003n * 10009n];
		const [a, s] = [
			`{x ∈ ℤ | x mod ${n1} < 1000}`,
			`{x ∈ ℤ | x mod ${n2} < 500000 or x mod ${n2} ≥ 600000}`
		];
		const question = readQuestion(readCard(a).set, readCard(s).set, 1, 1n << 20n);
		expect(solve(new Work(), question?.outside ?? { k: 'true' }).empty).toBe(true);
		expect(decideSubset(a, s).verdict).toBe('subset');
		expect(
			refuted(
				`{x ∈ ℤ | x mod ${n1} < 1000} \\ {0}`,
				`{x ∈ ℤ | x mod ${n2} ≥ 2000}`,
				(y) => y !== 0n && mod(y, n1) < 1000n,
				(y) => mod(y, n2) >= 2000n
			)
		).toBe(1n);
		expect(
			decideSubset(
				`{x ∈ ℤ | x mod ${m1} < 500000 and x mod ${m2} ≥ 500001}`,
				'{x ∈ ℤ | x mod 2 = 0}'
			).verdict
		).toBe('not-subset');
	});
});

const primes: number[] = [];
for (let n = 2; primes.length < 100; n++) if (primes.every((p) => n % p)) primes.push(n);
const multiples = (k: number) =>
	primes
		.slice(0, k)
		.map((p) => `{${p}k : k ∈ ℤ}`)
		.join(' ∪ ');

/** A not-subset verdict whose witness the oracle-free arithmetic `inA`/`inS` confirms. */
function refuted(a: string, s: string, inA: (x: bigint) => boolean, inS: (x: bigint) => boolean) {
	const r = decideSubset(a, s);
	expect(r.verdict).toBe('not-subset');
	const x = BigInt(r.witness as string);
	expect(inA(x)).toBe(true);
	expect(inS(x)).toBe(false);
	return x;
}

const mod = (x: bigint, m: bigint) => ((x % m) + m) % m;

describe('large moduli, decided exactly', () => {
	const inMultiples = (k: number) => (x: bigint) =>
		primes.slice(0, k).some((p) => mod(x, BigInt(p)) === 0n);

	it('multiples of up to 100 primes against ℤ without ±1, and against the even numbers', () => {
		for (const k of [13, 100]) {
			expect(decideSubset(multiples(k), 'ℤ \\ {1, -1}').verdict).toBe('subset');
			const x = refuted(
				multiples(k),
				'ℤ \\ {1, -1, 0}',
				inMultiples(k),
				(y) => y !== 0n && y ** 2n !== 1n
			);
			expect(x).toBe(0n);
			expect(refuted(multiples(k), '{2k : k ∈ ℤ}', inMultiples(k), (y) => mod(y, 2n) === 0n)).toBe(
				3n
			);
		}
		// ℤ minus a finite set: the primes up to 41 meet 43 only in 43's own class, which is absent.
		expect(decideSubset(multiples(13), 'ℤ \\ {43, -43, 1}').verdict).toBe('subset');
		refuted(
			multiples(14),
			'ℤ \\ {43, -43, 1}',
			inMultiples(14),
			(y) => ![43n, -43n, 1n].includes(y)
		);
	});

	it('remainder ranges for moduli up to 10^18', () => {
		for (const m of [10n ** 6n, 10n ** 7n, 10n ** 12n, 10n ** 18n]) {
			const half = m / 2n;
			expect(
				decideSubset(`{x ∈ ℤ | x mod ${m} < ${half}}`, `{x ∈ ℤ | x mod ${m} ≤ ${half}}`).verdict
			).toBe('subset');
			const x = refuted(
				`{x ∈ ℤ | x mod ${m} ≤ ${half}}`,
				`{x ∈ ℤ | x mod ${m} < ${half}}`,
				(y) => mod(y, m) <= half,
				(y) => mod(y, m) < half
			);
			expect(x).toBe(half);
			// A run modulo m against a run modulo a multiple of m, lifted (m · 10 has ten copies).
			expect(
				decideSubset(`{x ∈ ℤ | x mod ${m} < 5}`, `{x ∈ ℤ | x mod ${m * 10n} < 5 or x mod ${m} < 5}`)
					.verdict
			).toBe('subset');
		}
	});

	it('CRT systems with large coprime moduli', () => {
		const p = 1000000007n;
		const r = 998244353n;
		const a = `{x ∈ ℤ | x mod ${p} = 3 and x mod ${r} = 5}`;
		// The solution is one class modulo p·r: inside the class, not inside the other one.
		const inA = (y: bigint) => mod(y, p) === 3n && mod(y, r) === 5n;
		const x = refuted(a, `{x ∈ ℤ | x mod ${p * r} = 7}`, inA, (y) => mod(y, p * r) === 7n);
		expect(decideSubset(a, `{x ∈ ℤ | x ≡ ${mod(x, p * r)} (mod ${p * r})}`).verdict).toBe('subset');
		// With a third modulus 10^18 + 9 coprime to both: still one class, found without listing.
		const big = 10n ** 18n + 9n;
		refuted(
			`{x ∈ ℤ | x mod ${p} = 3, x mod ${r} = 5, x mod ${big} = 11}`,
			`{x ∈ ℤ | x mod ${big} ≠ 11} ∪ {x ∈ ℤ | x mod ${p} = 4}`,
			(y) => inA(y) && mod(y, big) === 11n,
			(y) => mod(y, big) !== 11n || mod(y, p) === 4n
		);
	});

	it('covering systems', () => {
		const cover =
			'{2k : k ∈ ℤ} ∪ {3k : k ∈ ℤ} ∪ {4k + 1 : k ∈ ℤ} ∪ {6k + 5 : k ∈ ℤ} ∪ {12k + 7 : k ∈ ℤ}';
		expect(decideSubset('ℤ', cover).verdict).toBe('subset');
		// The same cover on the class 0 mod 10^9 + 7: still every element of it.
		const p = 1000000007n;
		expect(decideSubset(`{x ∈ ℤ | x mod ${p} = 0}`, cover).verdict).toBe('subset');
		// Without {12k + 7}, 7 mod 12 is left, and meets 0 mod p somewhere far out.
		const partial = '{2k : k ∈ ℤ} ∪ {3k : k ∈ ℤ} ∪ {4k + 1 : k ∈ ℤ} ∪ {6k + 5 : k ∈ ℤ}';
		refuted(
			`{x ∈ ℤ | x mod ${p} = 0}`,
			partial,
			(y) => mod(y, p) === 0n,
			(y) => mod(y, 2n) === 0n || mod(y, 3n) === 0n || mod(y, 4n) === 1n || mod(y, 6n) === 5n
		);
	});
});
