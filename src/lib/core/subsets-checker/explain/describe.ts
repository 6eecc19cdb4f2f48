/**
 * Describes a card's set in words: finite with its elements when few, or infinite and countable
 * or uncountable, with how the checker read the card.
 */
import { Compiler } from '../forms/compile';
import { isExact } from '../forms/approx';
import { TooComplex } from '../errors';
import { Evaluator } from '../forms/evaluate';
import type { SetIR } from '../read/ir';
import * as N from '../forms/numset';
import { printElem, printSet } from '../forms/print';
import * as S from '../forms/setnf';
import { Work } from '../work';
import { endToString } from '../arithmetic/real';
import { isMixed } from '../arithmetic/pie';
import type { SetKind, SubsetWhy } from '../said';

function mentionsNaturals(ir: unknown): boolean {
	return JSON.stringify(ir, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)).includes(
		'"name":"N"'
	);
}

/** What the set is made of; null for the empty set. */
function kindWords(w: Work, s: S.SetNF): SetKind | null {
	const hasSets = s.fam.length > 0;
	const num = s.num;
	if (N.isEmptyN(num)) return hasSets ? 'sets' : null;
	const nums: SetKind = N.onlyIntegersN(w, num)
		? 'integers'
		: num.irr.length === 0 && num.pts.length === 0
			? 'rationals'
			: 'reals';
	return hasSets ? `${nums}+sets` : nums;
}

const DESCRIBE_BUDGET = 10_000;

/** A short description of the set a valid card defines, sentence by sentence. */
export function describeSet(
	ir: SetIR,
	notes: readonly SubsetWhy[],
	naturalsFrom: 0 | 1,
	budget = DESCRIBE_BUDGET
): SubsetWhy[] {
	const pies =
		ir.k === 'roster'
			? ir.items.flatMap((item) => (item.k === 'num' && isMixed(item.v) ? [item.v] : []))
			: [];
	if (ir.k === 'roster' && pies.length && ir.items.every((item) => item.k !== 'set')) {
		// π + e has no normal form: the list is described as written, with what nobody knows.
		const listed = ir.items.map((item) => endToString(item.v));
		return [{ code: 'sub/desc-pi-e', listed: listed.join(', '), first: endToString(pies[0]) }];
	}
	const out: SubsetWhy[] = [];
	// The description is shown live as a card is typed, so it gives up early rather than make the
	// field lag; deciding A ⊆ S keeps the full budget.
	const w = new Work();
	w.begin(budget);
	try {
		const evaluator = new Evaluator(w, naturalsFrom);
		const a = new Compiler(w, {
			naturalsFrom,
			modulus: 720,
			member: (e, s) => evaluator.member(e, s)
		}).set(ir);
		if (!isExact(a)) {
			const kind = kindWords(w, a.hi) ?? 'numbers';
			const finite = S.isFinite(a.hi);
			out.push(
				finite
					? { code: 'sub/desc-approx-finite', kind }
					: ir.k === 'multiples'
						? { code: 'sub/desc-approx-multiples' }
						: { code: 'sub/desc-approx-infinite', kind }
			);
			if (!S.isEmpty(w, a.lo)) {
				const first = S.simplest(w, a.lo, 6).map((e) => printElem(w, e));
				const elements = first.join(', ');
				if (first.length)
					out.push(
						S.isFinite(a.lo)
							? { code: 'sub/desc-holds', elements }
							: { code: 'sub/desc-holds-more', elements }
					);
			}
		} else {
			const s = a.lo;
			if (S.isEmpty(w, s)) out.push({ code: 'sub/desc-empty' });
			else if (S.isFinite(s)) {
				const n = S.count(w, s);
				const kind = kindWords(w, s) ?? 'numbers';
				const count = String(n);
				if (n === 1n) out.push({ code: 'sub/desc-one', set: printSet(w, s) });
				else if (n <= 20n)
					out.push({ code: 'sub/desc-finite-listed', count, kind, set: printSet(w, s) });
				else out.push({ code: 'sub/desc-finite', count, kind });
			} else {
				const kind = kindWords(w, s) ?? 'numbers';
				const set = printSet(w, s);
				out.push(
					S.isUncountable(w, s)
						? { code: 'sub/desc-uncountable', kind, set }
						: { code: 'sub/desc-countable', kind, set }
				);
			}
		}
	} catch (err) {
		if (!(err instanceof TooComplex)) throw err;
		out.push({ code: 'sub/desc-too-complex' });
	}
	if (mentionsNaturals(ir))
		out.push({ code: naturalsFrom === 1 ? 'sub/desc-naturals-1' : 'sub/desc-naturals-0' });
	out.push(...notes);
	return out;
}
