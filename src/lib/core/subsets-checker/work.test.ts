import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TooComplex } from './errors';
import { checkCard, decideSubset, describeCard } from './index';
import { Work } from './work';

// Each question makes its own context (work.ts), so the same question gets the same answer
// whatever was asked before it in the same tab or CLI run.

// p, q, r: the first primes above 2^20, so p·q and p·r are moduli whose large factors share p.
const pq = '1099532599387';
const pr = '1099545182383';
const qr = '1099551473989';
const congruent = (m: string) => `{x ∈ ℤ | x mod ${m} = 1}`;
const odd = '{x ∈ ℤ | x is odd}';

type Question = ['check', string] | ['describe', string] | ['subset', string, string];

const pool: Question[] = [
	['subset', congruent(pr), odd],
	['subset', congruent(pq), odd],
	['subset', congruent(qr), odd],
	['subset', congruent(pq), congruent(pr)],
	['subset', `{x ∈ ℤ | x ≡ 1 (mod 1000003), x is odd}`, `{x ∈ ℤ | x mod 2000006 = 1}`],
	['subset', `{x ∈ ℤ | x mod 1000003 = 0 or x mod 1000033 = 0}`, '{x ∈ ℤ | x mod 1000003 = 0}'],
	['subset', '{x ∈ ℙ | x > 2}', odd],
	['subset', '{n² : n ∈ ℤ}', '{x ∈ ℤ | x mod 4 = 0 or x mod 4 = 1}'],
	['subset', '𝒫({1, 2, 3})', '𝒫({1, 2, 3, 4})'],
	['subset', '{{1}, {1, 2}}', '𝒫(ℕ)'],
	['subset', '{-k : k ∈ (-15, ∞)}', '{x ∈ ℤ | x < 15}'],
	['subset', '{x ∈ ℤ | x mod 2249 ≠ 44 or x mod 3914 = 21}', 'ℙ'],
	['check', congruent(pq)],
	['check', '{1, 2, ..., 10}'],
	['describe', congruent(pr)],
	['describe', '{x ∈ ℤ | x mod 1000003 = 5}'],
	['describe', '{x ∈ ℙ | x < 30}']
];

function ask(question: Question): unknown {
	switch (question[0]) {
		case 'check':
			return checkCard(question[1]);
		case 'describe':
			return describeCard(question[1]);
		case 'subset':
			return decideSubset(question[1], question[2]);
	}
}

describe('every question has its own context', () => {
	it('answers p·r against the odd numbers the same before and after a question about p·q', () => {
		const fresh = decideSubset(congruent(pr), odd);
		expect(fresh.verdict).toBe('not-subset');
		decideSubset(congruent(pq), odd);
		expect(decideSubset(congruent(pr), odd)).toEqual(fresh);
	});

	it('gives identical answers to random batches asked in shuffled orders', () => {
		const alone = pool.map((question) => JSON.stringify(ask(question)));
		fc.assert(
			fc.property(
				fc.shuffledSubarray(
					pool.map((_, i) => i),
					{ minLength: 2, maxLength: 8 }
				),
				(order) => {
					for (const i of order) expect(JSON.stringify(ask(pool[i]))).toBe(alone[i]);
				}
			),
			{ numRuns: 30 }
		);
	});
});

describe('every question has a work budget', () => {
	// Long disjunctions of congruences with moduli up to 10^5 have common periods far beyond any
	// table; each question must still end, exactly where it can and with "unknown" otherwise.
	const moduli = [2249, 3914, 5077, 7919, 10007, 24593, 49157, 65521, 86243, 99991];
	const disjunction = (ops: string[]) =>
		`{x ∈ ℤ | ${moduli.map((m, i) => `x mod ${m} ${ops[i % ops.length]} ${(i * 37 + 21) % m}`).join(' or ')}}`;
	const isMember = (x: bigint, text: string) => decideSubset(`{${x}}`, text).verdict === 'subset';

	it('refutes a long disjunction against the primes and an image with a checked witness', () => {
		const card = disjunction(['≠', '=']);
		for (const s of ['ℙ', '{-k : k ∈ (-15, ∞)}']) {
			const r = decideSubset(card, s);
			expect(r.verdict).toBe('not-subset');
			const x = BigInt(r.witness as string);
			expect(isMember(x, card)).toBe(true);
			expect(isMember(x, s)).toBe(false);
		}
	});

	it('still proves what the shape of the cards shows', () => {
		expect(decideSubset(disjunction(['=']), 'ℤ').verdict).toBe('subset');
		// Asking whether ℤ lies inside S, a smaller question, must leave work for A ⊆ A.
		const a = disjunction(['=', '≠']);
		expect(decideSubset(a, `${a} ∪ {1/2}`).verdict).toBe('subset');
		expect(decideSubset(`${a} ∩ ℙ`, a).verdict).toBe('subset');
	});

	it('never answers subset or not-subset wrongly when the work runs out', () => {
		// A holds the numbers ≡ 58 (mod 3914), and one of them is ≡ 44 (mod 2249) as the moduli are
		// coprime: A ⊄ S, and a witness must be such a number.
		const a = disjunction(['=']);
		const inA = (x: bigint) =>
			moduli.some(
				(m, i) => ((x % BigInt(m)) + BigInt(m)) % BigInt(m) === BigInt((i * 37 + 21) % m)
			);
		for (const units of [undefined, 1000]) {
			const r = decideSubset(a, '{x ∈ ℤ | x mod 2249 ≠ 44}', undefined, { units });
			expect(['not-subset', 'unknown']).toContain(r.verdict);
			if (r.verdict === 'not-subset') {
				const x = BigInt(r.witness as string);
				expect(((x % 2249n) + 2249n) % 2249n).toBe(44n);
				expect(inA(x)).toBe(true);
			}
		}
		expect(decideSubset(a, '{x ∈ ℤ | x mod 2249 ≠ 44}').verdict).toBe('not-subset');
	});
});

describe('a step larger than the attempt', () => {
	it('is refused before it is done, and the question keeps its units for its other ways', () => {
		const w = new Work({ units: 1_000_000 });
		w.begin(200_000);
		// A primality test of 10,800 bits is charged about two million units before it runs.
		expect(() => w.spend(2_000_000)).toThrow(TooComplex);
		w.begin(200_000);
		expect(w.left()).toBe(200_000);
		w.spend(150_000);
		expect(w.left()).toBe(50_000);
	});
});
