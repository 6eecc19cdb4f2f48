import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkCard } from '../../index';

// Worked by hand: √2 = 1.41421..., √3 = 1.73205..., √5 = 2.23607..., π = 3.14159...,
// e = 2.71828..., 1/π = 0.31831..., π + e = 5.85987...
const offProgression: [string, string][] = [
	// step π − √2 = 1.72738; (10 − √2)/1.72738 = 4.970: no whole index.
	['{√2, π, ..., 10}', '10'],
	// step e − π < 0; (1 − π)/(e − π) = 5.059.
	['{π, e, ..., 1}', '1'],
	// step √3 − √2 = 0.31784; (√5 − √2)/0.31784 = 2.586.
	['{√2, √3, ..., √5}', '√5'],
	// (π + e)·n = 7 needs n = 1.19.
	['{π + e, 2π + 2e, ..., 7}', '7'],
	// step π − 1/π = 2.82328; (10 − 1/π)/2.82328 = 3.429.
	['{1/π, π, ..., 10}', '10'],
	// step √2 − π < 0; (−10 − π)/(√2 − π) = 7.608.
	['{π, √2, ..., -10}', '-10'],
	// (e − √2)/(√3 − √2) = 4.103: the last term after the listed ones, still off.
	['{√2, √3, ..., e}', 'e']
];

describe('the ellipsis rule before the kind check', () => {
	it('calls a last term off the progression an error, whatever the kinds (hand-worked)', () => {
		for (const [card, last] of offProgression) {
			const r = checkCard(card);
			expect(r.verdict, card).toBe('error');
			if (r.verdict !== 'valid') {
				expect(r.code, card).toBe('ellipsis-end');
				expect(card.slice(r.span[0], r.span[1]), card).toBe(last);
			}
		}
	});

	it('calls listed terms with no common step an error, whatever the kinds', () => {
		// Steps π − √2 = 1.727 and 4 − π = 0.858 differ.
		const r = checkCard('{√2, π, 4, ...}');
		expect(r.verdict).toBe('error');
		if (r.verdict !== 'valid') expect(r.code).toBe('ellipsis-unclear');
	});

	it('still names what it does not read when no fault is proven', () => {
		// Nothing to check in an ellipsis with no last term and two listed terms.
		expect(checkCard('{√2, √3, ...}').verdict).toBe('unsupported');
		// The last term is the second listed one (n = 1): on the progression.
		expect(checkCard('{√2, π, ..., π}').verdict).toBe('unsupported');
		// 3π + 3e is the third term; the kinds are not read, but the card is no error.
		expect(checkCard('{π + e, 2π + 2e, ..., 3π + 3e}').verdict).toBe('unsupported');
	});

	// Terms c·κ + r for κ one of these constants, with their values in floating point.
	const kinds: [string, number][] = [
		['√2', Math.SQRT2],
		['√3', Math.sqrt(3)],
		['√5', Math.sqrt(5)],
		['π', Math.PI],
		['e', Math.E]
	];
	const term = fc.record({
		kind: fc.integer({ min: 0, max: kinds.length - 1 }),
		c: fc.integer({ min: 1, max: 5 }),
		r: fc.integer({ min: -6, max: 6 })
	});
	const write = (t: { kind: number; c: number; r: number }) =>
		`${t.c === 1 ? '' : t.c}${kinds[t.kind][0]}${t.r === 0 ? '' : t.r > 0 ? ` + ${t.r}` : ` - ${-t.r}`}`;
	const value = (t: { kind: number; c: number; r: number }) => t.c * kinds[t.kind][1] + t.r;

	it('agrees with floating point on mixed progressions up to a whole last term (brute force)', () => {
		fc.assert(
			fc.property(term, term, fc.integer({ min: -60, max: 60 }), (x, y, last) => {
				fc.pre(x.kind !== y.kind);
				const d = value(y) - value(x);
				fc.pre(Math.abs(d) > 1e-3);
				const t = (last - value(x)) / d;
				const gap = Math.abs(t - Math.round(t));
				// Numbers this close to a whole index are not what floating point can judge.
				fc.pre(gap > 1e-6);
				const r = checkCard(`{${write(x)}, ${write(y)}, ..., ${last}}`);
				// A mixed progression never meets a whole number at a whole index past 1 (its terms
				// are irrational there), so every such card is an error.
				expect(r.verdict).toBe('error');
				if (r.verdict !== 'valid') expect(r.code).toBe('ellipsis-end');
			}),
			{ numRuns: 300 }
		);
	});
});
