import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkCard, decideSubset, describeCard } from './index';

// Two generators tied together: a condition linking them ({a + b : a, b ∈ ℕ, a < b}) and a term
// multiplying them ({a·b : a, b ∈ ℕ, a, b > 1}). Reading, refusals, and answers against brute
// force over regions small enough to list.

describe('reading links and products', () => {
	it.each([
		'{a + b : a, b ∈ ℕ, a < b}',
		'{a − b : a, b ∈ ℕ, a > b}',
		'{2a + b : a, b ∈ ℤ, 0 ≤ b < 2}',
		'{a + b : a ∈ ℕ, b ∈ ℕ, a < b < 2a}',
		'{a + b : a, b ∈ ℤ, a + b ≤ 10, a ≥ b}',
		'{a·b : a, b ∈ ℕ}',
		'{a·b : a, b ∈ ℕ, a, b > 1}',
		'{2a·b : a, b ∈ ℤ}',
		'{(a + 1)·b : a ∈ ℕ, b ∈ ℤ}',
		'{-a·b : a ∈ ℕ, b ∈ ℕ}'
	])('%s is a set', (card) => {
		expect(checkCard(card).verdict).toBe('valid');
	});

	it.each([
		['{a + b : a, b ∈ ℕ, a < b', 'unbalanced'],
		['{a + b : a, b ∈ ℕ, a < c}', 'unbound-variable'],
		['{a·b : a, b ∈ ℕ, a/0 > 1}', 'division-by-zero'],
		['{a·b : a ∈ ℕ}', 'unbound-variable']
	])('%s is still an error (%s)', (card, code) => {
		const r = checkCard(card);
		expect(r.verdict).toBe('error');
		expect(r.verdict === 'error' && r.code).toBe(code);
	});

	it.each([
		['{a + b + c : a, b, c ∈ ℤ, a < b < c}', 'for two variables over whole numbers'],
		['{a + b : a, b ∈ ℤ, a < b or a is even}', 'joined by "and", "or" and "not"'],
		['{a·b : a, b ∈ ℕ, a < b}', 'no condition links'],
		['{a/b : a ∈ ℕ, b ∈ ℕ}', 'a/b'],
		['{a² + b : a, b ∈ ℤ, a < b}', 'power of a variable']
	])('%s is not read yet, and says what is not read', (card, words) => {
		const r = checkCard(card);
		expect(r.verdict).toBe('unsupported');
		expect(r.verdict === 'unsupported' && r.reason).toContain(words);
	});

	it('reads "a, b > 1" as "a > 1 and b > 1"', () => {
		expect(
			decideSubset('{a + b : a, b ∈ ℕ, a, b > 1}', '{a + b : a ∈ ℕ, b ∈ ℕ, a > 1, b > 1}')
		).toMatchObject({ verdict: 'subset' });
		expect(
			decideSubset('{a + b : a ∈ ℕ, b ∈ ℕ, a > 1, b > 1}', '{a + b : a, b ∈ ℕ, a, b > 1}')
		).toMatchObject({ verdict: 'subset' });
	});

	it('never answers a link over fractions by a guess', () => {
		// 1/2 = 0 + 1/2 with 0 < 1/2: the link is read over whole numbers only, so this stays open.
		expect(decideSubset('{1/2}', '{a + b : a, b ∈ ℚ, a < b}').verdict).not.toBe('not-subset');
		expect(decideSubset('{a + b : a, b ∈ ℚ, a < b}', 'ℤ').verdict).not.toBe('subset');
	});

	it('describes a linked image by its values', () => {
		expect(describeCard('{a + b : a ∈ ℕ, b ∈ ℕ, a < b < 2a}')).toContain('{5} ∪ {x ∈ ℤ | x ≥ 7}');
	});
});

const ops = ['<', '≤', '>', '≥', '=', '≠'] as const;
type Op = (typeof ops)[number];
const holds = (x: number, op: Op, y: number) =>
	op === '<'
		? x < y
		: op === '≤'
			? x <= y
			: op === '>'
				? x > y
				: op === '≥'
					? x >= y
					: op === '='
						? x === y
						: x !== y;
const signed = (c: number, v: string) => (c === 1 ? v : c === -1 ? `-${v}` : `${c}${v}`);

describe('linked images against brute force', () => {
	it('equal the values listed over a bounded region', () => {
		// a and b over ℤ, each bounded by a condition of its own, so the generators stay infinite
		// sets on the card (the link is not read by listing) while the values can be listed.
		fc.assert(
			fc.property(
				fc.constantFrom(1, 2, 3, -1, -2),
				fc.constantFrom(1, 2, -1, -3),
				fc.constantFrom(1, -1, 2),
				fc.constantFrom(1, -1, -2),
				fc.constantFrom(...ops),
				fc.integer({ min: -4, max: 4 }),
				fc.integer({ min: 2, max: 5 }),
				fc.constantFrom('', 'and', 'or', 'and not', 'or not'),
				fc.constantFrom(...ops),
				fc.integer({ min: -3, max: 3 }),
				(p, r, u, v, op, c, bound, join, op2, d) => {
					// The first comparison, alone or joined to a second one, a op₂ b + d.
					const link = (a: number, b: number) => {
						const first = holds(u * a + v * b, op, c);
						const second = holds(a, op2, b + d);
						if (join === 'and') return first && second;
						if (join === 'or') return first || second;
						if (join === 'and not') return first && !second;
						if (join === 'or not') return first || !second;
						return first;
					};
					const values = new Set<number>();
					for (let a = -bound; a <= bound; a++)
						for (let b = 0; b <= bound; b++) if (link(a, b)) values.add(p * a + r * b);
					const sign = r < 0 ? '-' : '+';
					const more = join ? ` ${join} (a ${op2} b + ${d})` : '';
					const card = `{${signed(p, 'a')} ${sign} ${signed(Math.abs(r), 'b')} : a, b ∈ ℤ, -${bound} ≤ a ≤ ${bound}, 0 ≤ b ≤ ${bound}, (${signed(u, 'a')} ${v < 0 ? '-' : '+'} ${signed(Math.abs(v), 'b')} ${op} ${c})${more}}`;
					const listed = `{${[...values].join(', ')}}`;
					expect(checkCard(card).verdict, card).toBe('valid');
					expect(decideSubset(card, listed).verdict, `${card} ⊆ ${listed}`).toBe('subset');
					expect(decideSubset(listed, card).verdict, `${listed} ⊆ ${card}`).toBe('subset');
				}
			),
			{ numRuns: 60 }
		);
	});
});

describe('products against brute force', () => {
	it('hold exactly the numbers with a pair of factors from the two sets', () => {
		// Membership of one number is settled by its divisors; 2·3 = 6 but 2 is no factor from 3 on.
		const card = '{a·b : a, b ∈ {x ∈ ℕ | x > 2}}';
		for (let n = -5; n <= 60; n++) {
			let made = false;
			for (let a = 3; a <= 60; a++) if (n % a === 0 && n / a >= 3) made = true;
			const r = decideSubset(`{${n}}`, card);
			expect(r.verdict, `${n}`).toBe(made ? 'subset' : 'not-subset');
		}
	});

	it('are never wrong against remainders and rays', () => {
		const domains = ['ℕ', 'ℕ₀', 'ℤ', '{x ∈ ℤ | x ≥ 2}', '{x ∈ ℤ | x ≤ -2}', '{x ∈ ℤ | x is even}'];
		const inDomain = [
			(x: number) => x >= 1,
			(x: number) => x >= 0,
			() => true,
			(x: number) => x >= 2,
			(x: number) => x <= -2,
			(x: number) => x % 2 === 0
		];
		fc.assert(
			fc.property(
				fc.integer({ min: 0, max: domains.length - 1 }),
				fc.integer({ min: 0, max: domains.length - 1 }),
				fc.integer({ min: 2, max: 6 }),
				fc.integer({ min: 0, max: 5 }),
				fc.integer({ min: -6, max: 6 }),
				fc.boolean(),
				(i, j, m, r, t, byRemainder) => {
					const s = byRemainder ? `{x ∈ ℤ | x mod ${m} ≠ ${r % m}}` : `{x ∈ ℤ | x ≥ ${t}}`;
					const inS = (x: number) => (byRemainder ? ((x % m) + m) % m !== r % m : x >= t);
					const card = `{a·b : a ∈ ${domains[i]}, b ∈ ${domains[j]}}`;
					const res = decideSubset(card, s);
					if (res.verdict === 'subset') {
						for (let a = -12; a <= 12; a++)
							for (let b = -12; b <= 12; b++)
								if (inDomain[i](a) && inDomain[j](b))
									expect(inS(a * b), `${card} ⊆ ${s}, yet ${a}·${b}`).toBe(true);
					}
					if (res.verdict === 'not-subset') {
						const w = Number(res.witness);
						expect(inS(w), `${w} ∉ ${s}`).toBe(false);
						let made = false;
						const reach = Math.abs(w) + 2;
						for (let a = -reach; a <= reach; a++)
							for (let b = -reach; b <= reach; b++)
								if (inDomain[i](a) && inDomain[j](b) && a * b === w) made = true;
						expect(made, `${w} is a product in ${card}`).toBe(true);
					}
				}
			),
			{ numRuns: 60 }
		);
	});
});
