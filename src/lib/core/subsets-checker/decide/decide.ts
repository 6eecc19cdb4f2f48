/**
 * Decides A ⊆ S: a loop over the strategies (strategies.ts), in order, until one answers.
 * Both cards are brought to normal form; A ⊆ S exactly when A \ S is empty. With primes or squares
 * the normal forms are approximations lo ⊆ set ⊆ hi, and then: subset only when hi(A) \ lo(S) is
 * empty or every element of it is checked to be in S; not-subset only with a witness confirmed by
 * the independent evaluator; otherwise unknown.
 */
import { Compiler } from '../forms/compile';
import { isExact } from '../forms/approx';
import { readQuestion, type Reading } from '../forms/congruences';
import { TooComplex } from '../errors';
import { Evaluator } from '../forms/evaluate';
import type { SetIR } from '../read/ir';
import * as P from '../forms/periodic';
import { OutOfWork, type Work } from '../work';
import { faultInNormalForm } from './fault';
import { candidateModuli } from './moduli';
import { said } from './question';
import type {
	CardTexts,
	Decision,
	Question,
	ReadingOfCards,
	Strategy,
	Trace,
	Verdict
} from './question';
import { strategies as allStrategies } from './strategies';

export type { Decision } from './question';

/** The answer when a question used all its work: honest, never a guess. */
const outOfWork: Decision = said('unknown', { code: 'sub/out-of-work' });

const tooComplex: Decision = said('unknown', { code: 'sub/too-complex-pair' });

const partlyUnderstood: Decision = said('unknown', { code: 'sub/partly-understood' });

/** The question read modulus by modulus, its period counted up to the residue tables' limit. */
export function readCongruences(a: SetIR, s: SetIR, naturalsFrom: 0 | 1): Reading | null {
	return readQuestion(a, s, naturalsFrom, BigInt(P.defaultPeriodLimit));
}

export interface DecideOptions {
	/** How deep the proofs from the cards' parts may ask again about smaller cards. */
	depth?: number;
	/** The question read modulus by modulus, when the caller has read it already. */
	congruences?: Reading | null;
	/** The cards' texts: given for the player's own question, which also gets the pre-pass and the witness fallback. */
	texts?: CardTexts | null;
	/** The strategies to decide with, in order (tests leave rows out). */
	strategies?: readonly Strategy[];
	/** Collects the rows run and the rows that answered, in this question and its parts (tests). */
	trace?: Trace;
}

/**
 * Whether A ⊆ S, with a checked witness when it is not. The player's own question (with `texts`)
 * always gets an answer: running out of work, or cards too complex, give "unknown" after the
 * strategies with a budget of their own. A part of a question lets those faults through to it.
 */
export function decide(
	w: Work,
	a: SetIR,
	s: SetIR,
	naturalsFrom: 0 | 1,
	{ depth = 2, congruences, texts = null, strategies = allStrategies, trace }: DecideOptions = {}
): Decision {
	let read: Reading | null | undefined = congruences;
	let evaluator: Evaluator | null = null;
	let faultOfS: boolean | null = null;
	const q: Question = {
		w,
		a,
		s,
		naturalsFrom,
		depth,
		texts,
		get congruences() {
			if (read === undefined) read = readCongruences(a, s, naturalsFrom);
			return read;
		},
		get evaluator() {
			evaluator ??= new Evaluator(w, naturalsFrom);
			return evaluator;
		},
		get faultOfS() {
			faultOfS ??= faultInNormalForm(w, s, naturalsFrom);
			return faultOfS;
		},
		strategies,
		part: (x, y, partDepth) =>
			partVerdict(w, x, y, naturalsFrom, { depth: partDepth, strategies, trace }),
		reading: null,
		tooComplex: false,
		approximate: false,
		unconfirmed: null,
		ran: [],
		trace: trace ?? null
	};
	// Set when the player's question ran out of work or grew too complex: only the rows with a
	// budget of their own still run.
	let stopped: Decision | null = null;
	const guarded = (run: () => Decision | null): Decision | null => {
		if (!texts) return run();
		try {
			return run();
		} catch (err) {
			if (err instanceof OutOfWork) stopped = outOfWork;
			else if (err instanceof TooComplex || err instanceof RangeError) stopped = tooComplex;
			else throw err;
			return null;
		}
	};
	for (let i = 0; i < strategies.length; i++) {
		const row = strategies[i];
		let answer: Decision | null = null;
		if (row.perReading) {
			let end = i;
			while (end < strategies.length && strategies[end].perReading) end++;
			const block = strategies.slice(i, end);
			i = end - 1;
			if (!stopped) answer = guarded(() => readings(q, block));
		} else if ((!stopped || row.ownBudget) && row.applies(q)) {
			answer = guarded(() => runRow(q, row));
		}
		if (answer) return answer;
	}
	const unsettled =
		stopped ?? q.unconfirmed ?? (q.tooComplex && !q.approximate ? tooComplex : partlyUnderstood);
	return unsettled === partlyUnderstood && w.unprovenPrimes.size > 0
		? unprovenPrime(w.unprovenPrimes)
		: unsettled;
}

/**
 * The unknown answer when the question met a number that passes every test of primality but has
 * no proof (past 3.3·10^24, when n − 1 does not split far enough): it names the least of them.
 */
function unprovenPrime(numbers: Set<bigint>): Decision {
	const least = [...numbers].reduce((x, y) => (y < x ? y : x));
	const digits = least.toString().length;
	return said(
		'unknown',
		digits <= 40
			? { code: 'sub/unproven-prime', number: least.toString() }
			: { code: 'sub/unproven-prime-digits', digits: String(digits) }
	);
}

/** Runs one row within its share of the work, and names it on its answer. */
function runRow(q: Question, row: Strategy): Decision | null {
	q.ran.push(row.name);
	q.trace?.ran.push(row.name);
	const answer = row.share < 1 ? q.w.within(row.share, () => row.run(q)) : row.run(q);
	if (answer) q.trace?.answered.push(row.name);
	return answer && { ...answer, by: row.name };
}

/**
 * The rows run once per reading: the cards are brought to normal form at each candidate modulus
 * in turn (an exact reading is the last one needed), and the rows run on each reading. A row
 * that runs once per question and was not called for by any reading runs after them.
 */
function readings(q: Question, rows: readonly Strategy[]): Decision | null {
	const { w } = q;
	const due = (row: Strategy) => !(row.once && q.ran.includes(row.name)) && row.applies(q);
	for (const modulus of candidateModuli(q.a, q.s)) {
		w.begin();
		const reading: ReadingOfCards = { modulus, cards: null, failed: false };
		q.reading = reading;
		try {
			const compiler = new Compiler(w, {
				naturalsFrom: q.naturalsFrom,
				modulus,
				member: (e, x) => q.evaluator.member(e, x)
			});
			const ca = compiler.set(q.a);
			const cs = compiler.set(q.s);
			const exact = isExact(ca) && isExact(cs);
			reading.cards = { a: ca, s: cs, exact };
			q.approximate ||= !exact;
		} catch (err) {
			if (!(err instanceof TooComplex)) throw err;
			reading.failed = true;
			q.tooComplex = true;
		}
		for (const row of rows) {
			if (!due(row)) continue;
			try {
				const answer = runRow(q, row);
				if (answer) return answer;
			} catch (err) {
				if (!(err instanceof TooComplex)) throw err;
				reading.failed = true;
				q.tooComplex = true;
			}
		}
		if (reading.cards?.exact && !reading.failed) break;
	}
	q.reading = null;
	for (const row of rows) {
		if (!row.once || !due(row)) continue;
		const answer = runRow(q, row);
		if (answer) return answer;
	}
	return null;
}

/** X ⊆ Y asked as a part of a larger question, with a quarter of the work left; 'unknown' past it. */
function partVerdict(
	w: Work,
	x: SetIR,
	y: SetIR,
	naturalsFrom: 0 | 1,
	options: DecideOptions
): Verdict {
	try {
		const { verdict } = w.within(0.25, () => decide(w, x, y, naturalsFrom, options));
		return verdict === 'subset' || verdict === 'not-subset' ? verdict : 'unknown';
	} catch (err) {
		if (err instanceof TooComplex) return 'unknown';
		throw err;
	}
}
