import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideSubset } from '../index';
import {
	cardText,
	member,
	num,
	numberGrid,
	parseWitness,
	q,
	type Card,
	type Cond,
	type Value
} from './oracle';
import { runs } from './runs';

// Remainders of polynomials modulo large primes and prime powers (x² ≡ 4 (mod 1000003)) against
// the independent oracle (oracle.ts computes each remainder at each point with its own
// arithmetic). Each polynomial is built from roots the test chooses, c·(x − a)(x − b)(x − d)
// + r, so the numbers of A are known without the engine: the roots and their shifts by the
// modulus and its prime factors are the candidates at which a "subset" is checked. `unknown` is
// allowed but must stay rare; a wrong `subset` or witness never is.

/** Moduli past the residue tables, with their prime factors (for the candidates). */
const moduli: [bigint, bigint[]][] = [
	[1000003n, [1000003n]],
	[1000033n, [1000033n]],
	[531441n, [3n]],
	[1024n * 531441n, [2n, 3n]],
	[1000003n * 1000003n, [1000003n]],
	[8n * 1000003n * 999983n, [2n, 1000003n, 999983n]]
];

const ZQ = { t: 'named' as const, name: 'ℤ' as const, ascii: false };

/** c·∏(x − root) as coefficients, lowest first. */
function fromRoots(c: bigint, roots: bigint[]): bigint[] {
	let f = [c];
	for (const r of roots) {
		const next = new Array<bigint>(f.length + 1).fill(0n);
		f.forEach((k, i) => {
			next[i + 1] += k;
			next[i] -= k * r;
		});
		f = next;
	}
	return f;
}

function polyText(coefs: bigint[]): string {
	const terms: string[] = [];
	for (let i = coefs.length - 1; i >= 0; i--) {
		const c = coefs[i];
		if (c === 0n) continue;
		const mag = c < 0n ? -c : c;
		const power = i === 0 ? '' : i === 1 ? 'v' : `v^${i}`;
		const body = i === 0 ? `${mag}` : mag === 1n ? power : `${mag}*${power}`;
		terms.push(terms.length ? `${c < 0n ? '-' : '+'} ${body}` : `${c < 0n ? '-' : ''}${body}`);
	}
	return terms.join(' ') || '0';
}

interface Family {
	card: Card;
	candidates: bigint[];
}

const family: fc.Arbitrary<Family> = fc
	.record({
		mod: fc.constantFrom(...moduli),
		roots: fc.array(fc.integer({ min: -40, max: 40 }), { minLength: 1, maxLength: 3 }),
		c: fc.constantFrom(1n, -1n, 2n, 3n),
		shift: fc.constantFrom(0n, 0n, 1n, -1n, 5n),
		form: fc.constantFrom('cong' as const, 'mod' as const, 'divides' as const),
		op: fc.constantFrom('=' as const, '=' as const, '<' as const, '≥' as const, '≠' as const)
	})
	.map(({ mod: [m, ps], roots, c, shift, form, op }): Family => {
		const coefs = fromRoots(c, roots.map(BigInt));
		coefs[0] += shift;
		const cond: Cond = {
			t: 'polyrem',
			coefs: coefs.map((k) => q(k)),
			text: polyText(coefs),
			form,
			m,
			r: form === 'divides' ? 0n : form === 'mod' && op === '<' ? 3n : 0n,
			op: form === 'mod' ? op : '='
		};
		const candidates: bigint[] = [];
		for (const r of roots)
			for (const step of [0n, m, -m, ...ps, ...ps.map((p) => -p)])
				candidates.push(BigInt(r) + step);
		return { card: { t: 'filter', v: 'x', dom: ZQ, cond, style: 0 }, candidates };
	});

const target: fc.Arbitrary<Family> = fc.oneof(
	family,
	fc
		.record({
			mod: fc.constantFrom(...moduli),
			listed: fc.array(fc.integer({ min: -40, max: 40 }), { minLength: 1, maxLength: 4 })
		})
		.map(({ mod: [m], listed }): Family => {
			const rs = [...new Set(listed.map((r) => ((BigInt(r) % m) + m) % m))];
			const cond: Cond = rs
				.map((r): Cond => ({ t: 'mod', a: 1n, m, r, negated: false, form: 'mod' }))
				.reduce((a, b) => ({ t: 'or', a, b }));
			return { card: { t: 'filter', v: 'x', dom: ZQ, cond, style: 0 }, candidates: rs };
		}),
	fc.constantFrom<Family>(
		{ card: { t: 'named', name: '∅', ascii: false }, candidates: [] },
		{
			card: {
				t: 'filter',
				v: 'x',
				dom: ZQ,
				cond: { t: 'word', word: 'odd', m: 2n },
				style: 0
			},
			candidates: []
		}
	)
);

const grid = numberGrid(60, [1]);

describe('remainders modulo large primes and prime powers agree with an independent oracle', () => {
	it('give only answers the oracle confirms, and few unknown', () => {
		let unknown = 0;
		let asked = 0;
		fc.assert(
			fc.property(family, target, (a, s) => {
				const aText = cardText(a.card);
				const sText = cardText(s.card);
				const res = decideSubset(aText, sText, { naturalsFrom: 1 });
				const where = `A = ${aText}\nS = ${sText}: ${res.verdict}`;
				asked++;
				if (res.verdict === 'subset') {
					const points: Value[] = [
						...grid,
						...[...a.candidates, ...s.candidates].map((x) => num(q(x)))
					];
					for (const x of points)
						if (member(a.card, x, 1) && !member(s.card, x, 1))
							throw new Error(`${where}, but ${x.kind === 'num' ? x.v.p.n : ''} is in A, not S`);
				} else if (res.verdict === 'not-subset') {
					const w = parseWitness(res.witness ?? '');
					if (w === null) throw new Error(`${where}: unreadable witness ${res.witness}`);
					if (!member(a.card, w, 1)) throw new Error(`${where}; ${res.witness} is not in A`);
					if (member(s.card, w, 1)) throw new Error(`${where}; ${res.witness} is in S`);
				} else if (res.verdict === 'unknown') unknown++;
				else throw new Error(`${where} (${res.reason})`);
			}),
			runs(120)
		);
		// A few cards leave many remainders on both sides of an order comparison.
		expect(unknown).toBeLessThan(asked / 4);
	}, 120_000);
});
