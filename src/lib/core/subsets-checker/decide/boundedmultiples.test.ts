import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decideSubset } from '../index';
import { readCard } from '../card';
import { boundedMultiples } from './boundedmultiples';

const kinds: [string, number][] = [
	['π', Math.PI],
	['e', Math.E],
	['√2', Math.SQRT2],
	['√3', Math.sqrt(3)]
];

/** The value of a witness such as `8π + 3`, `-4 + 4√3` or `-2e`, in floating point. */
function floatOf(text: string): number {
	let total = 0;
	for (const term of text.replace(/\s/g, '').split(/(?=[+-])/)) {
		const kind = kinds.find(([name]) => term.endsWith(name));
		if (!kind) total += Number(term);
		else {
			const coef = term.slice(0, -kind[0].length);
			total += (coef === '' || coef === '+' ? 1 : coef === '-' ? -1 : Number(coef)) * kind[1];
		}
	}
	return total;
}

describe('irrational multiples cut to a bounded interval (bounded-multiples)', () => {
	it('reads only an image of multiples met with an interval with two ends', () => {
		expect(boundedMultiples(readCard('{kπ : k ∈ ℤ} ∩ (0, 10)').set)).not.toBeNull();
		expect(boundedMultiples(readCard('(0, 10) ∩ {kπ : k ∈ ℤ}').set)).not.toBeNull();
		expect(boundedMultiples(readCard('{kπ : k ∈ ℤ} ∩ (0, ∞)').set)).toBeNull();
		expect(boundedMultiples(readCard('{kπ : k ∈ ℤ}').set)).toBeNull();
	});

	it('lists the elements in full (hand-worked)', () => {
		// π = 3.14, 2π = 6.28, 3π = 9.42, 4π = 12.57.
		expect(decideSubset('{kπ : k ∈ ℤ} ∩ (0, 10)', '{π, 2π, 3π}').verdict).toBe('subset');
		expect(decideSubset('{kπ : k ∈ ℤ} ∩ (0, 10)', '{π, 2π}')).toMatchObject({
			verdict: 'not-subset',
			witness: '3π'
		});
		// √2·3 = 4.24 ≤ 5 < 4√2 = 5.66; k ∈ ℕ leaves 0 out.
		expect(decideSubset('{k√2 : k ∈ ℕ} ∩ [-5, 5]', '{√2, 2√2, 3√2}').verdict).toBe('subset');
		// 0 < kπ < 3 has no whole k.
		expect(decideSubset('{kπ : k ∈ ℤ} ∩ (0, 3)', '∅').verdict).toBe('subset');
		// 1 − kπ in (0, 10): k = 0, −1, −2 (1, 4.14, 7.28).
		expect(decideSubset('{-kπ + 1 : k ∈ ℤ} ∩ (0, 10)', '{1, 1 + π, 1 + 2π}').verdict).toBe(
			'subset'
		);
	});

	it('agrees with floating point on which multiples lie in the interval (brute force)', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 0, max: kinds.length - 1 }),
				fc.integer({ min: -3, max: 3 }).filter((c) => c !== 0),
				fc.integer({ min: -4, max: 4 }),
				fc.integer({ min: -30, max: 30 }),
				fc.integer({ min: 1, max: 30 }),
				fc.integer({ min: -12, max: 12 }),
				(kind, c, s, lo, width, probe) => {
					const [name, x] = kinds[kind];
					const rule = `${c}k·${name}${s ? ` + ${s}` : ''}`;
					const a = `{${rule} : k ∈ ℤ} ∩ (${lo}, ${lo + width})`;
					const at = (k: number) => c * k * x + s;
					const ks: number[] = [];
					for (let k = -200; k <= 200; k++) if (at(k) > lo && at(k) < lo + width) ks.push(k);
					// S: A's elements but the one at `probe`, when that is one of them.
					const kept = ks.filter((k) => k !== probe);
					const write = (k: number) => `${c * k}·${name}${s ? ` + ${s}` : ''}`;
					const text = (k: number) => (c * k === 0 ? String(s) : write(k));
					const r = decideSubset(a, `{${kept.map(text).join(', ')}}`);
					if (kept.length === ks.length) expect(r.verdict).toBe('subset');
					else {
						expect(r.verdict).toBe('not-subset');
						expect(floatOf(r.witness ?? '')).toBeCloseTo(at(probe), 9);
					}
				}
			),
			{ numRuns: 60 }
		);
	});
});
