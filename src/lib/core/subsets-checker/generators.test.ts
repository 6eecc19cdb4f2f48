import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCard } from './card';
import { Evaluator } from './forms/evaluate';
import { decideSubset } from './index';
import { rat } from './arithmetic/rational';
import { surd } from './arithmetic/surd';
import { Work } from './work';
import { runs } from './testing/runs';

// Random images with several generators ({2a − b : a ∈ {1, 2}, b ∈ ℕ}) and filters over finite
// domains decided by enumeration, checked against brute force written here with plain integer
// arithmetic: it lists finite domains, and for infinite ones (ℤ, ℕ, ℕ₀, m·ℤ + r) searches the
// other generators' values in a range wide enough for the small numbers used, solving for the
// last generator exactly. Every question here is in the exact fragment, so `unknown` is a bug.
// FC_SEED=<n> replays a run; FC_RUNS=<n> runs each property longer.

/** A generator's domain: its card text, and its elements (finite) or a membership test. */
interface Domain {
	text: string;
	finite: number[] | null;
	has: (v: number) => boolean;
}

const int = (min: number, max: number) => fc.integer({ min, max });

/** A list, a finite ellipsis or a range of integers. */
const finiteDomain: fc.Arbitrary<Domain> = fc.oneof(
	fc.uniqueArray(int(-6, 6), { minLength: 1, maxLength: 4 }).map((els) => ({
		text: `{${els.join(', ')}}`,
		finite: els,
		has: (v: number) => els.includes(v)
	})),
	fc
		.record({ start: int(-6, 6), step: int(1, 3), count: int(3, 5) })
		.map(({ start, step, count }) => {
			const els = Array.from({ length: count }, (_, i) => start + i * step);
			return {
				text: `{${els[0]}, ${els[1]}, ..., ${els[count - 1]}}`,
				finite: els,
				has: (v: number) => els.includes(v)
			};
		}),
	fc.record({ lo: int(-6, 4), width: int(0, 6) }).map(({ lo, width }) => {
		const els = Array.from({ length: width + 1 }, (_, i) => lo + i);
		return {
			text: `{x ∈ ℤ | ${lo} ≤ x ≤ ${lo + width}}`,
			finite: els,
			has: (v: number) => els.includes(v)
		};
	})
);

const mod = (v: number, m: number) => ((v % m) + m) % m;

const infiniteDomain: fc.Arbitrary<Domain> = fc.oneof(
	fc.constant({ text: 'ℤ', finite: null, has: () => true }),
	fc.constant({ text: 'ℕ', finite: null, has: (v: number) => v >= 1 }),
	fc.constant({ text: 'ℕ₀', finite: null, has: (v: number) => v >= 0 }),
	fc.record({ m: int(2, 4), r: int(0, 3) }).map(({ m, r }) => ({
		text: `{${m}k + ${r % m} : k ∈ ℤ}`,
		finite: null,
		has: (v: number) => mod(v - (r % m), m) === 0
	}))
);

interface Generator {
	c: number;
	dom: Domain;
}

const coefficient = fc.oneof(int(-3, -1), int(1, 3));
const generator = (dom: fc.Arbitrary<Domain>): fc.Arbitrary<Generator> =>
	fc.record({ c: coefficient, dom });

/** Two or three generators, at most two of them over infinite domains. */
const generators: fc.Arbitrary<Generator[]> = fc.oneof(
	fc.tuple(generator(finiteDomain), generator(finiteDomain)),
	fc.tuple(generator(finiteDomain), generator(infiniteDomain)),
	fc.tuple(generator(infiniteDomain), generator(infiniteDomain)),
	fc.tuple(generator(finiteDomain), generator(finiteDomain), generator(infiniteDomain)),
	fc.tuple(generator(finiteDomain), generator(infiniteDomain), generator(infiniteDomain))
);

const letters = ['a', 'b', 'c'];

function imageText(gens: Generator[], c0: number, link?: Link): string {
	let term = '';
	gens.forEach((g, i) => {
		const size = Math.abs(g.c) === 1 ? '' : String(Math.abs(g.c));
		if (i === 0) term += `${g.c < 0 ? '-' : ''}${size}${letters[i]}`;
		else term += ` ${g.c < 0 ? '−' : '+'} ${size}${letters[i]}`;
	});
	if (c0) term += ` ${c0 < 0 ? '-' : '+'} ${Math.abs(c0)}`;
	const parts = gens.map((g, i) => `${letters[i]} ∈ ${g.dom.text}`);
	if (link) parts.push(link.text);
	return `{${term} : ${parts.join(', ')}}`;
}

/** Values searched for a generator over an infinite domain (ample for |y| ≤ 40 and these steps). */
const searchBound = 60;

/** A condition linking the first two generators: its card text and its truth on their values. */
interface Link {
	text: string;
	holds: (a: number, b: number) => boolean;
}

/** Whether y = c0 + Σ cᵢ·vᵢ for some vᵢ in the domains (passing the link), by brute force. */
function inImage(gens: Generator[], c0: number, y: number, link?: Link): boolean {
	// Finite domains are searched first; the last generator is solved for exactly.
	const order = gens
		.map((g, at) => ({ g, at }))
		.sort((x, y) => (x.g.dom.finite ? 0 : 1) - (y.g.dom.finite ? 0 : 1));
	const values: number[] = [];
	const passes = () => !link || link.holds(values[0], values[1]);
	const search = (i: number, rest: number): boolean => {
		const { g, at } = order[i];
		if (i === order.length - 1) {
			if (rest % g.c !== 0 || !g.dom.has(rest / g.c)) return false;
			values[at] = rest / g.c;
			return passes();
		}
		const candidates =
			g.dom.finite ??
			Array.from({ length: 2 * searchBound + 1 }, (_, k) => k - searchBound).filter(g.dom.has);
		return candidates.some((v) => {
			values[at] = v;
			return search(i + 1, rest - g.c * v);
		});
	};
	return search(0, y - c0);
}

/** A card S of integers and its membership test. */
const target: fc.Arbitrary<Domain> = fc.oneof(
	fc.uniqueArray(int(-12, 12), { maxLength: 6 }).map((els) => ({
		text: els.length ? `{${els.join(', ')}}` : '∅',
		finite: els,
		has: (v: number) => els.includes(v)
	})),
	fc.record({ m: int(2, 6), r: int(0, 5) }).map(({ m, r }) => ({
		text: `{x ∈ ℤ | x mod ${m} = ${r % m}}`,
		finite: null,
		has: (v: number) => mod(v, m) === r % m
	})),
	fc.record({ lo: int(-12, 6), width: int(0, 20) }).map(({ lo, width }) => ({
		text: `{x ∈ ℤ | ${lo} ≤ x ≤ ${lo + width}}`,
		finite: null,
		has: (v: number) => v >= lo && v <= lo + width
	})),
	int(-10, 10).map((c) => ({
		text: `{x ∈ ℤ | x ≥ ${c}}`,
		finite: null,
		has: (v: number) => v >= c
	})),
	fc.constant({ text: 'ℤ', finite: null, has: () => true })
);

/** The card is exactly these elements: both inclusions hold, and leaving one out is refuted by it. */
function expectExactly(card: string, elements: string[]): void {
	const listOf = (els: string[]) => (els.length ? `{${els.join(', ')}}` : '∅');
	const list = listOf(elements);
	expect(decideSubset(card, list).verdict, `${card} ⊆ ${list}`).toBe('subset');
	expect(decideSubset(list, card).verdict, `${list} ⊆ ${card}`).toBe('subset');
	if (!elements.length) return;
	const dropped = elements[elements.length >> 1];
	const r = decideSubset(card, listOf(elements.filter((e) => e !== dropped)));
	expect(r.verdict, `${card} ⊆ the list without ${dropped}`).toBe('not-subset');
	expect(r.witness).toBe(dropped);
}

const window = Array.from({ length: 81 }, (_, i) => i - 40);

describe('images with several generators, against brute force', () => {
	it('A ⊆ S: the verdict holds on every integer near zero, and a witness is in A, not in S', () => {
		fc.assert(
			fc.property(generators, int(-3, 3), target, (gens, c0, s) => {
				const a = imageText(gens, c0);
				const r = decideSubset(a, s.text);
				expect(r.verdict, `${a} ⊆ ${s.text}`).toMatch(/^(subset|not-subset)$/);
				if (r.verdict === 'subset') {
					const outside = window.find((y) => inImage(gens, c0, y) && !s.has(y));
					expect(outside, `${a} ⊆ ${s.text}`).toBeUndefined();
				} else {
					const y = Number(r.witness);
					expect(Number.isInteger(y), `witness ${r.witness}`).toBe(true);
					expect(inImage(gens, c0, y), `${r.witness} ∈ ${a}`).toBe(true);
					expect(s.has(y), `${r.witness} ∉ ${s.text}`).toBe(false);
				}
			}),
			runs(120)
		);
	});

	it('a list of numbers is inside the image exactly when brute force finds each of them', () => {
		fc.assert(
			fc.property(
				generators,
				int(-3, 3),
				fc.uniqueArray(int(-15, 15), { minLength: 1, maxLength: 5 }),
				(gens, c0, els) => {
					const a = imageText(gens, c0);
					const list = `{${els.join(', ')}}`;
					const r = decideSubset(list, a);
					const missing = els.filter((y) => !inImage(gens, c0, y));
					expect(r.verdict, `${list} ⊆ ${a}`).toBe(missing.length ? 'not-subset' : 'subset');
					if (r.witness !== undefined) expect(missing).toContain(Number(r.witness));
				}
			),
			runs(120)
		);
	});

	it('a condition linking two generators, one over a short list, is read by listing it', () => {
		const links: fc.Arbitrary<Link> = fc.oneof(
			fc.constant({ text: 'a < b', holds: (a: number, b: number) => a < b }),
			fc.constant({ text: 'a ≠ b', holds: (a: number, b: number) => a !== b }),
			int(-4, 6).map((k) => ({
				text: `a + b ≤ ${k}`,
				holds: (a: number, b: number) => a + b <= k
			})),
			fc.constant({
				text: '(a + b) mod 2 = 0',
				holds: (a: number, b: number) => mod(a + b, 2) === 0
			})
		);
		fc.assert(
			fc.property(
				fc.tuple(generator(finiteDomain), generator(fc.oneof(finiteDomain, infiniteDomain))),
				int(-3, 3),
				links,
				target,
				(gens, c0, link, s) => {
					const a = imageText(gens, c0, link);
					const r = decideSubset(a, s.text);
					expect(r.verdict, `${a} ⊆ ${s.text}`).toMatch(/^(subset|not-subset)$/);
					if (r.verdict === 'subset') {
						const outside = window.find((y) => inImage(gens, c0, y, link) && !s.has(y));
						expect(outside, `${a} ⊆ ${s.text}`).toBeUndefined();
					} else {
						expect(inImage(gens, c0, Number(r.witness), link), `${r.witness} ∈ ${a}`).toBe(true);
						expect(s.has(Number(r.witness)), `${r.witness} ∉ ${s.text}`).toBe(false);
					}
				}
			),
			runs(100)
		);
	});

	it('the evaluator never contradicts brute force on membership in an image', () => {
		fc.assert(
			fc.property(generators, int(-3, 3), (gens, c0) => {
				const a = imageText(gens, c0);
				const set = readCard(a).set;
				const evaluator = new Evaluator(new Work(), 1);
				for (let y = -12; y <= 12; y++) {
					const inside = evaluator.member({ t: 'num', v: surd(rat(BigInt(y))) }, set);
					const truth = inImage(gens, c0, y);
					// Over finite domains (all but one) the candidates are listed, so it must answer.
					if (gens.filter((g) => !g.dom.finite).length <= 1)
						expect(inside, `${y} ∈ ${a}`).toBe(truth);
					else expect(inside === !truth, `${y} ∈ ${a}: ${inside}`).toBe(false);
				}
			}),
			runs(80)
		);
	});

	it('an image over finite domains equals the list of its sums', () => {
		const finiteGens = fc.oneof(
			fc.tuple(generator(finiteDomain), generator(finiteDomain)),
			fc.tuple(generator(finiteDomain), generator(finiteDomain), generator(finiteDomain))
		);
		fc.assert(
			fc.property(finiteGens, int(-3, 3), (gens, c0) => {
				const a = imageText(gens, c0);
				let all = [c0];
				for (const g of gens)
					all = all.flatMap((s) => (g.dom.finite as number[]).map((v) => s + g.c * v));
				const sorted = [...new Set(all)].sort((x, y) => x - y);
				expectExactly(a, sorted.map(String));
			}),
			runs(100)
		);
	});
});

/** An interval with ends n/2, and which ends it holds. */
interface Span2 {
	lo: number;
	hi: number;
	loC: boolean;
	hiC: boolean;
}

const halfText = (n: number) => (n % 2 === 0 ? String(n / 2) : `${n}/2`);

describe('sums of intervals, against their end points', () => {
	const intervalArb: fc.Arbitrary<Span2> = fc
		.record({ lo: int(-8, 8), width: int(1, 6), loC: fc.boolean(), hiC: fc.boolean() })
		.map(({ lo, width, loC, hiC }) => ({ lo, hi: lo + width, loC, hiC }));

	it('the sum holds the sums of points, reaches an end exactly when every part reaches its end', () => {
		fc.assert(
			fc.property(
				fc.array(fc.record({ c: coefficient, iv: intervalArb }), { minLength: 2, maxLength: 3 }),
				(parts) => {
					const ivText = (iv: Span2) =>
						`${iv.loC ? '[' : '('}${halfText(iv.lo)}, ${halfText(iv.hi)}${iv.hiC ? ']' : ')'}`;
					const gens = parts.map((p) => ({
						c: p.c,
						dom: { text: ivText(p.iv), finite: null, has: () => true }
					}));
					const a = imageText(gens, 0);
					// In halves: the least and greatest sums, and whether each is reached.
					let least = 0;
					let most = 0;
					let leastIn = true;
					let mostIn = true;
					let middle = 0;
					for (const { c, iv } of parts) {
						const [low, lowIn, high, highIn] =
							c > 0 ? [iv.lo, iv.loC, iv.hi, iv.hiC] : [iv.hi, iv.hiC, iv.lo, iv.loC];
						least += c * low;
						most += c * high;
						leastIn &&= lowIn;
						mostIn &&= highIn;
						middle += c * (iv.lo + iv.hi);
					}
					const hull = `[${halfText(least)}, ${halfText(most)}]`;
					expect(decideSubset(a, hull).verdict, `${a} ⊆ ${hull}`).toBe('subset');
					expect(decideSubset(`{${halfText(middle)}/2}`, a).verdict).toBe('subset');
					expect(decideSubset(`{${halfText(least)}}`, a).verdict).toBe(
						leastIn ? 'subset' : 'not-subset'
					);
					expect(decideSubset(`{${halfText(most)}}`, a).verdict).toBe(
						mostIn ? 'subset' : 'not-subset'
					);
					const inner = `(${halfText(least)}, ${halfText(most)})`;
					expect(decideSubset(inner, a).verdict, `${inner} ⊆ ${a}`).toBe('subset');
				}
			),
			runs(80)
		);
	});
});

function isPrime(n: number): boolean {
	if (n < 2) return false;
	for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
	return true;
}

const isSquare = (n: number) => n >= 0 && Math.round(Math.sqrt(n)) ** 2 === n;

describe('conditions over finite domains, decided by listing the domain', () => {
	it('primes and squares in a range are exactly the ones brute force finds', () => {
		fc.assert(
			fc.property(
				int(0, 5000),
				int(0, 80),
				fc.constantFrom('prime', 'a square'),
				fc.boolean(),
				(lo, width, word, negated) => {
					const hi = lo + width;
					const test = word === 'prime' ? isPrime : isSquare;
					const card = `{x ∈ ℤ | ${lo} ≤ x ≤ ${hi} and x is ${negated ? 'not ' : ''}${word}}`;
					const found: string[] = [];
					for (let n = lo; n <= hi; n++) if (test(n) !== negated) found.push(String(n));
					expectExactly(card, found);
				}
			),
			runs(60)
		);
	});

	/** The subsets of `base` (as sorted lists) that pass `keep`. */
	function subsetsOf(base: number[], keep: (x: number[]) => boolean): number[][] {
		const out: number[][] = [];
		for (let mask = 0; mask < 1 << base.length; mask++) {
			const x = base.filter((_, i) => mask & (1 << i)).sort((p, q) => p - q);
			if (keep(x)) out.push(x);
		}
		return out;
	}
	const setText = (x: number[]) => (x.length ? `{${x.join(', ')}}` : '∅');

	it('sets of a power set that hold (or lack) given elements are the ones brute force lists', () => {
		const condition = fc.array(
			fc.record({ c: int(0, 5), holds: fc.boolean(), joint: fc.constantFrom('and', 'or') }),
			{ minLength: 1, maxLength: 3 }
		);
		fc.assert(
			fc.property(
				fc.uniqueArray(int(0, 5), { minLength: 1, maxLength: 4 }),
				condition,
				(base, parts) => {
					const text = parts
						.map((p, i) => `${i ? ` ${p.joint} ` : ''}${p.c} ${p.holds ? '∈' : '∉'} x`)
						.join('');
					const card = `{x ∈ 𝒫(${setText(base)}) | ${text}}`;
					// Read left to right with "and" binding tighter than "or", as the card does.
					const keep = (x: number[]) => {
						let anyGroup = false;
						let group = true;
						parts.forEach((p, i) => {
							if (i && p.joint === 'or') {
								anyGroup ||= group;
								group = true;
							}
							group &&= x.includes(p.c) === p.holds;
						});
						return anyGroup || group;
					};
					expectExactly(card, subsetsOf(base, keep).map(setText));
				}
			),
			runs(80)
		);
	});
});
