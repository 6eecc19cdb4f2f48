/**
 * TEST DOUBLE, not the real card checker. It reads only what the engine tests need: ∅, finite
 * rosters of integers such as {1, 2}, and ℕ (honouring `naturalsFrom`). A card containing √ is
 * "unsupported"; a roster with an empty element or a missing brace is an "error"; any other text
 * is accepted as a set it cannot read, and every subset question about it is "unknown".
 */
import type { CardChecker, CheckResult, SetRules, SubsetResult } from '../checker';

type Read =
	| { kind: 'roster'; elements: bigint[] }
	| { kind: 'naturals' }
	| { kind: 'opaque' }
	| { kind: 'error'; code: string; reason: string; span: [number, number] }
	| { kind: 'unsupported'; reason: string; span: [number, number] };

function read(text: string): Read {
	const card = text.trim();
	if (card.includes('√')) {
		return {
			kind: 'unsupported',
			reason: 'Square roots are not supported.',
			span: [0, card.length]
		};
	}
	if (card === '∅' || card.replace(/\s/g, '') === '{}') return { kind: 'roster', elements: [] };
	if (card === 'ℕ' || card === 'N') return { kind: 'naturals' };
	if (card.startsWith('{') !== card.endsWith('}')) {
		return {
			kind: 'error',
			code: 'unbalanced',
			reason: 'A brace is not closed.',
			span: [0, card.length]
		};
	}
	if (!card.startsWith('{')) return { kind: 'opaque' };
	const parts = card.slice(1, -1).split(',');
	if (parts.some((part) => part.trim() === '')) {
		return {
			kind: 'error',
			code: 'empty-element',
			reason: 'An element is missing.',
			span: [0, card.length]
		};
	}
	if (!parts.every((part) => /^-?\d+$/.test(part.trim()))) return { kind: 'opaque' };
	return { kind: 'roster', elements: parts.map((part) => BigInt(part.trim())) };
}

/** A recording fake checker; `calls` lists every question asked, with the rules it was given. */
export function createFakeChecker(): CardChecker & {
	calls: { op: 'check' | 'subset'; args: string[]; rules?: SetRules }[];
} {
	const calls: { op: 'check' | 'subset'; args: string[]; rules?: SetRules }[] = [];
	return {
		calls,
		checkCard(text: string, rules?: SetRules): CheckResult {
			calls.push({ op: 'check', args: [text], rules });
			const r = read(text);
			if (r.kind === 'error')
				return { verdict: 'error', code: r.code, reason: r.reason, span: r.span };
			if (r.kind === 'unsupported') {
				return { verdict: 'unsupported', code: 'unsupported', reason: r.reason, span: r.span };
			}
			const description =
				r.kind === 'roster'
					? `a finite set of ${r.elements.length} numbers`
					: r.kind === 'naturals'
						? 'the natural numbers'
						: 'a set the fake cannot read';
			return { verdict: 'valid', description, reason: 'Read by the fake checker.' };
		},
		decideSubset(a: string, s: string, rules?: SetRules): SubsetResult {
			calls.push({ op: 'subset', args: [a, s], rules });
			const from = BigInt(rules?.naturalsFrom ?? 1);
			const ra = read(a);
			const rs = read(s);
			for (const [r, card] of [
				[ra, 'a'],
				[rs, 's']
			] as const) {
				if (r.kind === 'error' || r.kind === 'unsupported') {
					return { verdict: r.kind, card, reason: r.reason, span: r.span };
				}
			}
			const inS = (x: bigint) =>
				rs.kind === 'naturals' ? x >= from : rs.kind === 'roster' && rs.elements.includes(x);
			if (ra.kind === 'roster' && (rs.kind === 'roster' || rs.kind === 'naturals')) {
				const missing = ra.elements.find((x) => !inS(x));
				if (missing === undefined)
					return { verdict: 'subset', reason: 'Every element of A is in S.' };
				return {
					verdict: 'not-subset',
					witness: String(missing),
					reason: `${missing} is in A but not in S.`
				};
			}
			if (ra.kind === 'naturals' && rs.kind === 'naturals') {
				return { verdict: 'subset', reason: 'The sets are equal.' };
			}
			if (ra.kind === 'naturals' && rs.kind === 'roster') {
				let n = from;
				while (rs.elements.includes(n)) n++;
				return { verdict: 'not-subset', witness: String(n), reason: `${n} is in A but not in S.` };
			}
			return { verdict: 'unknown', reason: 'The fake checker cannot decide this.' };
		}
	};
}
