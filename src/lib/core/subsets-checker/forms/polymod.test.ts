import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCard, decideSubset } from '../index';
import { Work } from '../work';
import * as N from './numset';
import { polyRemainderSet, type PolyRemainder } from './polymod';
import { rat, type Rat } from '../arithmetic/rational';
import { ratValue, surd } from '../arithmetic/surd';

// Remainders of polynomials checked by brute force: the value of the polynomial at each whole
// number (and at small fractions) is computed here with plain BigInt arithmetic, and its
// remainder compared directly, never through the period the module lists.

const ops = ['<', '<=', '>', '>=', '=', '!='] as const;

/** p(x) for a fraction x = xn/xd, as a fraction [n, d] of BigInts (d > 0). */
function valueOf(coefs: Rat[], xn: bigint, xd: bigint): [bigint, bigint] {
	let n = 0n;
	let d = 1n;
	for (let i = coefs.length - 1; i >= 0; i--) {
		// (n/d)·(xn/xd) + c
		const c = coefs[i];
		n = n * xn * c.d + c.n * d * xd;
		d = d * xd * c.d;
	}
	return [n, d];
}

/** Whether the condition holds at xn/xd, by direct division. */
function direct(c: PolyRemainder, xn: bigint, xd: bigint): boolean {
	if (c.k === 'mult') {
		const [n, d] = valueOf(c.t, xn, xd);
		// (n/d − r)/m is whole: (n·r.d − r.n·d)·m.d divisible by d·r.d·m.n.
		return ((n * c.r.d - c.r.n * d) * c.m.d) % (d * c.r.d * c.m.n) === 0n;
	}
	const [n, d] = valueOf(c.arg, xn, xd);
	const m = c.m.n;
	// remainder = n/d − m·floor(n/(d·m)), compared with c by cross-multiplying.
	const q0 = n / (d * m);
	const fl = n < 0n && q0 * d * m !== n ? q0 - 1n : q0;
	const remN = n - m * fl * d;
	const lhs = remN * c.c.d;
	const rhs = c.c.n * d;
	const s = lhs < rhs ? -1 : lhs > rhs ? 1 : 0;
	return { '<': s < 0, '<=': s <= 0, '>': s > 0, '>=': s >= 0, '=': s === 0, '!=': s !== 0 }[c.op];
}

const coefArb = fc.constantFrom(-3n, -2n, -1n, 0n, 1n, 2n, 3n, 5n).map((n) => rat(n));
const fracArb = fc.constantFrom(rat(1n, 2n), rat(-1n, 3n), rat(3n, 4n), rat(2n));
const polyArb = fc
	.tuple(coefArb, coefArb, fc.oneof(coefArb, fracArb), fc.constantFrom(0n, 1n, 2n, -1n))
	.filter(([, , c2, c3]) => c2.n !== 0n || c3 !== 0n)
	.map(([c0, c1, c2, c3]) => (c3 === 0n ? [c0, c1, c2] : [c0, c1, c2, rat(c3)]));

const condArb: fc.Arbitrary<PolyRemainder> = fc.oneof(
	fc.record({
		k: fc.constant('mult' as const),
		t: polyArb,
		m: fc.constantFrom(rat(2n), rat(3n), rat(4n), rat(5n), rat(9n), rat(1n), rat(3n, 2n)),
		r: fc.constantFrom(rat(0n), rat(1n), rat(-2n), rat(1n, 2n))
	}),
	fc.record({
		k: fc.constant('modcmp' as const),
		arg: polyArb,
		m: fc.constantFrom(rat(2n), rat(5n), rat(7n), rat(8n), rat(9n)),
		op: fc.constantFrom(...ops),
		c: fc.constantFrom(rat(0n), rat(1n), rat(4n), rat(1n, 2n), rat(-1n), rat(9n))
	})
);

describe('remainders of polynomials as periodic sets', () => {
	it('agree with direct division at every whole number from -200 to 200', () => {
		fc.assert(
			fc.property(condArb, (c) => {
				const set = polyRemainderSet(new Work(), c, true);
				// For "≠" the module gives the set of "=", which compile.ts takes away.
				const asked: PolyRemainder = c.k === 'modcmp' && c.op === '!=' ? { ...c, op: '=' } : c;
				for (let x = -200n; x <= 200n; x++)
					if (N.hasN(set, surd(rat(x))) !== direct(asked, x, 1n))
						throw new Error(
							`x = ${x}: ${JSON.stringify(c, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v))}`
						);
			}),
			{ numRuns: 150 }
		);
	});

	it('agree over the fractions with small denominators for "=", "≠" and divisibility', () => {
		const equalities = condArb.filter((c) => c.k === 'mult' || c.op === '=' || c.op === '!=');
		fc.assert(
			fc.property(equalities, (c) => {
				const set = polyRemainderSet(new Work(), c, false);
				// "≠" is the complement of "=" (compile.ts takes it), so the set is that of "=".
				const asked: PolyRemainder = c.k === 'modcmp' ? { ...c, op: '=' } : c;
				for (let d = 1n; d <= 12n; d++)
					for (let n = -40n; n <= 40n; n++)
						if (N.hasN(set, surd(rat(n, d))) !== direct(asked, n, d))
							throw new Error(
								`x = ${n}/${d}: ${JSON.stringify(c, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v))}`
							);
			}),
			{ numRuns: 100 }
		);
	});
});

describe('long periods put together from their prime powers', () => {
	/** x with x^e + c ≡ 0 (mod m) among 0..m − 1, by plain number arithmetic (m ≤ 2·10^6). */
	function solutions(e: number, c: number, m: number): number[] {
		const out: number[] = [];
		for (let x = 0; x < m; x++) {
			let v = 1;
			for (let i = 0; i < e; i++) v = (v * x) % m;
			if ((v + c) % m === 0) out.push(x);
		}
		return out;
	}

	it('hold exactly the solutions direct division finds', () => {
		const cases: [number, number, number][] = [
			[2, -1, 1_000_000],
			[2, -4, 1_048_575],
			[3, -1, 2_000_000],
			[2, 1, 1_000_000]
		];
		for (const [e, c, m] of cases) {
			const w = new Work();
			const t = [rat(BigInt(c)), ...Array.from({ length: e - 1 }, () => rat(0n)), rat(1n)];
			const set = polyRemainderSet(w, { k: 'mult', t, m: rat(BigInt(m)), r: rat(0n) }, true);
			const found = solutions(e, ((c % m) + m) % m, m);
			for (const x of found) expect(N.hasN(set, surd(rat(BigInt(x))))).toBe(true);
			const inPeriod = N.inter(w, set, N.intRange(0n, BigInt(m - 1)));
			expect(N.countN(inPeriod)).toBe(BigInt(found.length));
		}
	});

	it('reach periods past the tables: x² ≡ −1 (mod 5⁶·13³) has four classes', () => {
		const m = 15625n * 2197n;
		const w = new Work();
		const t = [rat(1n), rat(0n), rat(1n)];
		const set = polyRemainderSet(w, { k: 'mult', t, m: rat(m), r: rat(0n) }, true);
		// −1 is a square modulo p^k for p ≡ 1 (mod 4), with two roots each: 2 · 2 classes.
		const inPeriod = N.inter(w, set, N.intRange(0n, m - 1n));
		expect(N.countN(inPeriod)).toBe(4n);
		for (const x of N.elementsN(inPeriod, 4)) {
			const v = ratValue(x).n;
			expect((v * v + 1n) % m).toBe(0n);
		}
	});
});

describe('cards with a polynomial inside a remainder', () => {
	const verdict = (a: string, s: string) => {
		const r = decideSubset(a, s, { naturalsFrom: 1 });
		return r.witness === undefined ? r.verdict : `${r.verdict} ${r.witness}`;
	};

	it('are read as the periodic sets they are', () => {
		expect(verdict('{x ∈ ℤ | x² mod 5 = 4}', '{x ∈ ℤ | x mod 5 = 2 or x mod 5 = 3}')).toBe(
			'subset'
		);
		expect(verdict('{x ∈ ℤ | x mod 5 ∈ {2, 3}}', '{x ∈ ℤ | x² mod 5 = 4}')).toBe('subset');
		expect(verdict('{x ∈ ℤ | x is odd}', '{x ∈ ℤ | x² ≡ 1 (mod 8)}')).toBe('subset');
		expect(verdict('{n ∈ ℕ | 3 | n² + 1}', '∅')).toBe('subset');
		expect(verdict('{x ∈ ℤ | x³ mod 9 = 1}', '{x ∈ ℤ | x mod 3 = 1}')).toBe('subset');
		expect(verdict('ℤ', '{x ∈ ℤ | x² + x is even}')).toBe('subset');
		expect(verdict('{x ∈ ℤ | x² mod 5 = 4}', '{x ∈ ℤ | x mod 5 = 2}')).toBe('not-subset -2');
		expect(verdict('{x ∈ ℤ | x > 0 and not (x² ≡ 1 (mod 3))}', '{3k : k ∈ ℕ}')).toBe('subset');
		expect(verdict('{x ∈ ℤ | x² mod 7 < 3}', '{x ∈ ℤ | x mod 7 ∈ {0, 1, 3, 4, 6}}')).toBe('subset');
	});

	it('are exact over the fractions for congruences and divisibility', () => {
		// 2x² whole forces x whole (x = u/v: v² divides 2); 4x² whole allows halves.
		expect(verdict('{x ∈ ℚ | 2x² is an integer}', 'ℤ')).toBe('subset');
		expect(verdict('{x ∈ ℚ | 4x² is an integer}', 'ℤ')).toBe('not-subset 1/2');
		expect(verdict('{x ∈ ℚ | x² mod 5 = 4}', '{x ∈ ℤ | x mod 5 ∈ {2, 3}}')).toBe('subset');
		// Over a small listed domain each number is checked: 1/4, 9/4 and 4 leave 1/4, 1/4, 0.
		expect(verdict('{x ∈ {1/2, 3/2, 2} | x² mod 2 < 1}', '{1/2, 3/2, 2}')).toBe('subset');
	});

	it('are refused plainly where they are not read, and faulty ones are errors', () => {
		const reals = checkCard('{x ∈ ℝ | x² mod 5 = 4}');
		expect(reals.verdict).toBe('unsupported');
		expect(reals.reason).toMatch(/over the reals they also hold at roots such as √14/);
		const order = checkCard('{x ∈ ℚ | x² mod 5 < 2}');
		expect(order.verdict).toBe('unsupported');
		expect(order.reason).toMatch(/compared with < or > is read only over whole numbers/);
		expect(checkCard('{x ∈ ℤ | x mod 9 ∈ ℕ}').reason).toMatch(/only against a list of numbers/);
		expect(checkCard('{x ∈ ℤ | x² mod 0 = 1}').verdict).toBe('error');
		expect(checkCard('{x ∈ ℤ | x² mod x = 1}').verdict).toBe('unsupported');
		expect(checkCard('{x ∈ ℤ | x² ≡ 1}').verdict).toBe('error');
		expect(checkCard('{x ∈ ℤ | x² mod 5 = }').verdict).toBe('error');
		// Primes and squares of a polynomial stay unread.
		expect(checkCard('{x ∈ ℤ | x² + 1 is prime}').verdict).toBe('unsupported');
	});
});

describe('remainders modulo large primes and prime powers, by their roots', () => {
	const verdict = (a: string, s: string) => {
		const r = decideSubset(a, s, { naturalsFrom: 1 });
		return r.witness === undefined ? r.verdict : `${r.verdict} ${r.witness}`;
	};

	it('decide cards whose period is a large prime or a large prime power', () => {
		const a = '{x ∈ ℤ | x² mod 1000003 = 4}';
		expect(verdict(a, '{x ∈ ℤ | x mod 1000003 ∈ {2, 1000001}}')).toBe('subset');
		expect(verdict(a, '{x ∈ ℤ | x mod 1000003 = 2}')).toBe('not-subset -2');
		// −1 is no square modulo 1000003 ≡ 3 (mod 4), and is one modulo 1000033 ≡ 1 (mod 4).
		expect(verdict('{x ∈ ℤ | x² + 1 ≡ 0 (mod 1000003)}', '∅')).toBe('subset');
		const [v, w] = verdict('{x ∈ ℤ | x² + 1 ≡ 0 (mod 1000033)}', '∅').split(' ');
		expect(v).toBe('not-subset');
		expect((BigInt(w) ** 2n + 1n) % 1000033n).toBe(0n);
		// x² ≡ 1 modulo 2^10·3^12 forces x odd, and x ≡ ±1 (mod 3^12).
		expect(verdict('{x ∈ ℤ | x² ≡ 1 (mod 1024·3^12)}', '{x ∈ ℤ | x is odd}')).toBe('subset');
		expect(verdict('{x ∈ ℤ | x² ≡ 1 (mod 1024·3^12)}', '{x ∈ ℤ | x mod 3 ≠ 0}')).toBe('subset');
		expect(verdict('{x ∈ ℤ | x² ≡ 1 (mod 1024·3^12)}', '{x ∈ ℤ | x mod 4 = 1}')).toMatch(
			/^not-subset /
		);
		// A cube modulo a prime near a million, and a square modulo its square.
		expect(verdict('{x ∈ ℤ | x³ ≡ 8 (mod 1000003)}', '{x ∈ ℤ | x mod 1000003 = 2}')).toMatch(
			/^not-subset /
		);
		expect(
			verdict('{x ∈ ℤ | x² ≡ 4 (mod 1000003^2)}', '{x ∈ ℤ | x mod 1000003 ∈ {2, 1000001}}')
		).toBe('subset');
	});

	it('keep thousands of combined classes as one condition per prime power', () => {
		// x² ≡ 1 modulo 8 and ten odd primes: 4·2^10 = 4,096 classes, each checked directly.
		const primes = [3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n];
		const m = primes.reduce((a, b) => a * b, 8n);
		const w = new Work();
		const t = [rat(-1n), rat(0n), rat(1n)];
		const set = polyRemainderSet(w, { k: 'mult', t, m: rat(m), r: rat(0n) }, true);
		fc.assert(
			fc.property(fc.bigInt({ min: -(m * 3n), max: m * 3n }), (x) => {
				expect(N.hasN(set, surd(rat(x)))).toBe((x * x - 1n) % m === 0n);
			}),
			{ numRuns: 300 }
		);
		// The solutions themselves: ±1 modulo each prime, combined at random.
		fc.assert(
			fc.property(fc.array(fc.boolean(), { minLength: 11, maxLength: 11 }), (signs) => {
				let x = signs[0] ? 1n : 3n;
				let mod = 8n;
				primes.forEach((p, i) => {
					const r = signs[i + 1] ? 1n : p - 1n;
					while (x % p !== r) x += mod;
					mod *= p;
				});
				expect(N.hasN(set, surd(rat(x)))).toBe(true);
			}),
			{ numRuns: 50 }
		);
		expect(verdict(`{x ∈ ℤ | x² ≡ 1 (mod ${m})}`, '{x ∈ ℤ | x mod 3 ≠ 0}')).toBe('subset');
	});
});

describe('order comparisons of remainders modulo large numbers', () => {
	it('agree with direct division when few remainders lie on one side', () => {
		const bigCond = fc.record({
			k: fc.constant('modcmp' as const),
			arg: polyArb.filter((p) => p.every((c) => c.d === 1n)),
			m: fc.constantFrom(rat(1000003n), rat(131074n), rat(531441n), rat(1048576n * 9n)),
			op: fc.constantFrom('<', '<=', '>', '>=' as const),
			c: fc.constantFrom(rat(0n), rat(1n), rat(4n), rat(9n, 2n), rat(-1n), rat(15n), rat(31n))
		});
		fc.assert(
			fc.property(bigCond, fc.array(fc.bigInt({ min: -(10n ** 8n), max: 10n ** 8n })), (c, xs) => {
				const set = polyRemainderSet(new Work(), c, true);
				for (const x of [...xs, ...Array.from({ length: 101 }, (_, i) => BigInt(i - 50))])
					expect(N.hasN(set, surd(rat(x)))).toBe(direct(c, x, 1n));
			}),
			{ numRuns: 100 }
		);
	});

	it('decide cards such as x² mod 1000003 < 2', () => {
		const r = decideSubset(
			'{x ∈ ℤ | x² mod 1000003 < 2}',
			'{x ∈ ℤ | x mod 1000003 ∈ {0, 1, 1000002}}'
		);
		expect(r.verdict).toBe('subset');
		const s = decideSubset('{x ∈ ℤ | x² mod 1000003 > 1}', '{x ∈ ℤ | x mod 1000003 ∉ {0, 1, 2}}');
		expect(s.verdict).toBe('not-subset');
		expect(BigInt(s.witness ?? '') % 1000003n).toBe(2n);
	});
});

describe('prime powers past the search, solved by their roots', () => {
	it('hold exactly the remainders brute force finds, for random polynomials', () => {
		const moduli = [4099, 8192, 15625, 16807, 19683, 65537, 4 * 15625];
		fc.assert(
			fc.property(
				fc.constantFrom(...moduli),
				fc.array(fc.integer({ min: -20, max: 20 }), { minLength: 2, maxLength: 5 }),
				(m, f) => {
					// Brute force with number arithmetic: every product stays below 2^53.
					const found: number[] = [];
					for (let x = 0; x < m; x++) {
						let v = 0;
						for (let i = f.length - 1; i >= 0; i--) v = (((v * x + f[i]) % m) + m) % m;
						if (v === 0) found.push(x);
					}
					const w = new Work();
					const t = f.map((c) => rat(BigInt(c)));
					const set = polyRemainderSet(w, { k: 'mult', t, m: rat(BigInt(m)), r: rat(0n) }, true);
					const inPeriod = N.inter(w, set, N.intRange(0n, BigInt(m - 1)));
					expect(N.countN(inPeriod)).toBe(BigInt(found.length));
					for (const x of found.slice(0, 50)) expect(N.hasN(set, surd(rat(BigInt(x))))).toBe(true);
				}
			),
			{ numRuns: 40 }
		);
	});
});
