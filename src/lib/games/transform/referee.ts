/**
 * Transform's referee CLI (`npm run -s referee -- transform batch`): JSON lines in, JSON lines out,
 * integers as decimal strings both ways.
 *   {"op":"isprime","n":"..."} -> {"prime":bool,"factor":"..."?}
 *   {"op":"round","a":[...],"b":[[...],...],"formula":...,"criterion":...} -> {"c":[[...]],"scores":[...]}
 *   {"op":"best","aPrime":[...],"b":[...],"formula":...,"criterion":...,"budget":steps?}
 *     -> {"a":[...],"score":k,"count":m,"proven":true}, or with "proven":false (or "count":null)
 *        and a "note" when the search stopped at its work budget
 */
import { BadRequest, readOpLine, RefusedLine, type RefereeModule } from '../../core/referee';
import { refusal } from '../../core/engine';
import { IntegerParseError, toInteger } from '../../core/numbers/integers';
import { primality } from '../../core/numbers/primality';
import {
	checkList,
	cList,
	criteria,
	isCriterion,
	isFormula,
	score,
	type Criterion,
	type Formula
} from './clists';
import { MAX_N, MAX_PLAYERS } from './engine';
import { bestOrder } from './optimiser';
import { WORKER_WORK_BUDGET } from './optimiser.protocol';

function readFormula(value: unknown): Formula {
	if (value === undefined) return 'convolution';
	if (!isFormula(value)) throw new BadRequest('"formula" must be "convolution" or "as-printed".');
	return value;
}

function readCriterion(value: unknown): Criterion {
	if (value === undefined) return 'prime';
	if (!isCriterion(value))
		throw new BadRequest(`"criterion" must be one of ${criteria.map((c) => `"${c}"`).join(', ')}.`);
	return value;
}

// Bounds that keep every answer quick: a game has at most MAX_N terms, and primality tests grow
// with the cube of a number's length (a 3,000-digit prime takes about a second; a c-list term is
// about twice as long as the terms it is made of, and a round may test 8 × 40 of them).
const MAX_PRIME_DIGITS = 3000;
const MAX_TERM_DIGITS = 100;

/** The number of decimal digits of x, without its sign. */
const digitsOf = (x: bigint) => (x < 0n ? -x : x).toString().length;

function readList(value: unknown, n: number | null, what: string): bigint[] {
	if (Array.isArray(value) && value.length > MAX_N) {
		throw new BadRequest(`${what} has ${value.length} numbers; a game has at most ${MAX_N}.`);
	}
	const check = checkList(value, n, { of: 'field', field: what });
	// Said in the CLI's words (English) by answerBatchLine, as the screens say it in theirs.
	if (!check.ok) throw new RefusedLine(refusal(check.problem));
	const long = check.values.findIndex((x) => digitsOf(x) > MAX_TERM_DIGITS);
	if (long >= 0) {
		throw new BadRequest(`${what}, term ${long + 1}: longer than ${MAX_TERM_DIGITS} digits.`);
	}
	return check.values;
}

function isPrimeLine(input: Record<string, unknown>) {
	if (input.n === undefined) throw new BadRequest('The line has no "n".');
	let n: bigint;
	try {
		n = toInteger(input.n);
	} catch (err) {
		throw new BadRequest(
			`"n": ${err instanceof IntegerParseError ? err.message : 'not a whole number.'}`
		);
	}
	if (digitsOf(n) > MAX_PRIME_DIGITS) {
		throw new BadRequest(`"n" is longer than ${MAX_PRIME_DIGITS} digits, too long to test here.`);
	}
	const result = primality(n);
	return result.factor === undefined
		? { prime: result.prime }
		: { prime: result.prime, factor: result.factor.toString() };
}

function roundLine(input: Record<string, unknown>) {
	const formula = readFormula(input.formula);
	const criterion = readCriterion(input.criterion);
	const a = readList(input.a, null, '"a"');
	if (!Array.isArray(input.b) || input.b.length === 0) {
		throw new BadRequest('"b" must be a non-empty list of b-lists, one per player.');
	}
	if (input.b.length > MAX_PLAYERS) {
		throw new BadRequest(
			`"b" has ${input.b.length} b-lists; a game has at most ${MAX_PLAYERS} players.`
		);
	}
	const bLists = input.b.map((list, i) => readList(list, a.length, `"b" list ${i + 1}`));
	const c = bLists.map((b) => cList(a, b, formula));
	return { c: c.map((list) => list.map(String)), scores: c.map((list) => score(list, criterion)) };
}

function bestLine(input: Record<string, unknown>) {
	const formula = readFormula(input.formula);
	const criterion = readCriterion(input.criterion);
	const aPrime = readList(input.aPrime, null, '"aPrime"');
	const b = readList(input.b, aPrime.length, '"b"');
	const workBudget = readWorkBudget(input.budget);
	const result = bestOrder(aPrime, b, formula, criterion, { workBudget });
	const a = result.a.map(String);
	if (!result.proven) {
		return {
			a,
			score: result.score,
			count: null,
			proven: false,
			note: `Stopped at the budget: the best found so far scores ${result.score}, not proven best.`
		};
	}
	if (result.count === null) {
		return {
			a,
			score: result.score,
			count: null,
			proven: true,
			note: 'Stopped at the budget before every order reaching this score was counted.'
		};
	}
	return { a, score: result.score, count: result.count, proven: true };
}

/**
 * The most steps a "best" line may ask for: as many as the screen's search, which shows progress
 * and can be cancelled (some seconds). A line cannot be cancelled, so it gets no more.
 */
export const MAX_WORK_BUDGET = WORKER_WORK_BUDGET;

/** The optional "budget": the steps of work a search may take (the optimiser's default if absent). */
function readWorkBudget(value: unknown): number | undefined {
	if (value === undefined) return undefined;
	if (
		typeof value !== 'number' ||
		!Number.isInteger(value) ||
		value < 1 ||
		value > MAX_WORK_BUDGET
	) {
		throw new BadRequest(
			`"budget" must be a whole number of steps from 1 to ${MAX_WORK_BUDGET.toLocaleString('en-US')}.`
		);
	}
	return value;
}

/** Each op's fields besides "op"; a line holding any other field is refused. */
const FIELDS = {
	isprime: ['n'],
	round: ['a', 'b', 'formula', 'criterion'],
	best: ['aPrime', 'b', 'formula', 'criterion', 'budget']
} as const;

export const referee: RefereeModule = {
	batch(raw: unknown) {
		const input = readOpLine(raw, FIELDS, 'Transform');
		switch (input.op) {
			case 'isprime':
				return isPrimeLine(input);
			case 'round':
				return roundLine(input);
			case 'best':
				return bestLine(input);
		}
	}
};
