/** The moduli that the cards' own conditions use, and the moduli their readings are tried at. */
import { lcmNumber as lcm } from '../../numbers/integers';
import type { CondIR, SetIR } from '../read/ir';
import { assertNever } from '../errors';

/**
 * The moduli up to `largest` that S's own conditions use, with their lcm when it is within
 * `largest` too: where a residue argument about A ⊆ S can be made.
 */
export function residueModuli(s: SetIR, largest: number): number[] {
	const found = new Set<number>();
	moduliOf(s, found);
	const moduli = [...found].filter((m) => m <= largest);
	let all = 1;
	for (const m of moduli) all = lcm(all, m);
	if (all <= largest && !found.has(all)) moduli.push(all);
	return moduli;
}

/** Moduli that the cards' own conditions use, to aim the residue approximations. */
export function moduliOf(ir: SetIR | CondIR | null, out: Set<number>): void {
	if (!ir) return;
	const add = (r: { n: bigint; d: bigint }) => {
		const m = r.d === 1n ? (r.n < 0n ? -r.n : r.n) : r.d;
		if (m > 1n && m < 1n << 40n) out.add(Number(m));
	};
	switch (ir.k) {
		case 'prog':
			add(ir.d);
			break;
		case 'union':
		case 'inter':
		case 'diff':
			moduliOf(ir.a, out);
			moduliOf(ir.b, out);
			break;
		case 'pow':
			moduliOf(ir.a, out);
			break;
		case 'filter':
			moduliOf(ir.dom, out);
			moduliOf(ir.cond, out);
			break;
		case 'image':
			moduliOf(ir.dom, out);
			moduliOf(ir.cond, out);
			ir.term.forEach(add);
			break;
		case 'sum':
			ir.parts.forEach((part) => moduliOf(part, out));
			break;
		case 'powers':
		case 'selfpowers':
			moduliOf(ir.dom, out);
			moduliOf(ir.cond, out);
			break;
		case 'multiples':
			moduliOf(ir.dom, out);
			moduliOf(ir.cond, out);
			break;
		case 'linked':
			ir.gens.forEach((g) => moduliOf(g, out));
			break;
		case 'product':
			ir.parts.forEach((part) => moduliOf(part, out));
			break;
		case 'roster':
			for (const item of ir.items) if (item.k === 'set') moduliOf(item.s, out);
			break;
		case 'modcmp':
		case 'mult':
			add(ir.m);
			break;
		case 'powcmp':
			if (ir.m) add(ir.m);
			break;
		case 'in':
			moduliOf(ir.set, out);
			break;
		case 'and':
		case 'or':
			ir.args.forEach((a) => moduliOf(a, out));
			break;
		case 'not':
			moduliOf(ir.arg, out);
			break;
		case 'named':
		case 'interval':
		case 'const':
		case 'cmp':
		case 'cmpv':
		case 'cmpl':
		case 'cmppie':
		case 'constin':
		case 'self':
		case 'owns':
		case 'eqset':
		case 'prime':
		case 'square':
			break;
		default:
			assertNever(ir);
	}
}

/** The moduli the cards are read at, in the order tried: coarse first, the cards' own large ones early. */
export function candidateModuli(a: SetIR, s: SetIR): number[] {
	const found = new Set<number>();
	moduliOf(a, found);
	moduliOf(s, found);
	let hint = 1;
	let large = 1;
	for (const m of found) {
		if (m >= 10000) {
			// Every prime above m is coprime to m: worth a reading modulo m itself.
			const next = lcm(large, m);
			if (next <= 2 ** 45) large = next;
			continue;
		}
		const next = lcm(hint, m);
		if (next <= 5040) hint = next;
	}
	const out: number[] = [];
	for (const base of [12, 720, 5040, 55440]) {
		const m = lcm(base, hint);
		if (m <= 200000 && !out.includes(m)) out.push(m);
	}
	// A large modulus on the cards is the likely reason: try it right after the first reading.
	if (large > 1) out.splice(1, 0, lcm(lcm(12, hint), large));
	return out;
}

/** The cards' own moduli between 13 and 10^7, smallest first, for wording a reason (reasons.ts). */
export function moduliHint(a: SetIR, s: SetIR): number[] {
	const found = new Set<number>();
	moduliOf(a, found);
	moduliOf(s, found);
	return [...found].filter((m) => m > 12 && m <= 1e7).sort((x, y) => x - y);
}
