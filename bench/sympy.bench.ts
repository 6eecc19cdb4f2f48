/**
 * Tablemate's Subsets checker beside SymPy on the same questions (bench/sympy/questions.jsonl):
 * how many each decides correctly, how many it gets wrong, and the median time per question.
 * SymPy's figures come from bench/sympy/results.json, written by `python3 bench/sympy/compare.py`
 * (Python and SymPy are not needed for anything else); see bench/sympy/README.md.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decideSubset } from '../src/lib/core/subsets-checker/index';
import { median, type Figure } from './harness';

const here = join(dirname(fileURLToPath(import.meta.url)), 'sympy');

interface Question {
	id: string;
	a: string;
	s: string;
	rules?: { naturalsFrom: 0 | 1 };
	expect: 'subset' | 'not-subset';
	/** The question written for SymPy, or null where SymPy has no way to write it. */
	sympy: { a: string; s: string } | null;
}

interface Recorded {
	sympy: string;
	python: string;
	recorded: string;
	results: { id: string; answer: string; ms: number }[];
}

interface Tally {
	decided: number;
	wrong: number;
	median: number;
}

/** Decided means a verdict that matches the expected one; a contrary verdict is counted as wrong. */
function tally(answers: { expect: string; answer: string; ms: number }[]): Tally {
	const verdicts = answers.filter((r) => r.answer === 'subset' || r.answer === 'not-subset');
	return {
		decided: verdicts.filter((r) => r.answer === r.expect).length,
		wrong: verdicts.filter((r) => r.answer !== r.expect).length,
		median: median(answers.map((r) => r.ms))
	};
}

export async function run(): Promise<Figure[]> {
	const questions = readFileSync(join(here, 'questions.jsonl'), 'utf8')
		.split('\n')
		.filter((l) => l.trim())
		.map((l) => JSON.parse(l) as Question);
	const ours = questions.map((q) => {
		const start = performance.now();
		const answer = decideSubset(q.a, q.s, q.rules).verdict;
		return { id: q.id, expect: q.expect, answer, ms: performance.now() - start };
	});
	const mine = tally(ours);
	const figures: Figure[] = [
		{
			name: `sympy comparison: Tablemate decides, of all ${questions.length} questions`,
			value: mine.decided,
			unit: 'questions'
		},
		{
			name: 'sympy comparison: Tablemate wrong answers',
			value: mine.wrong,
			unit: 'questions',
			target: '0',
			ok: mine.wrong === 0
		}
	];
	const resultsFile = join(here, 'results.json');
	if (!existsSync(resultsFile)) return figures;
	const recorded = JSON.parse(readFileSync(resultsFile, 'utf8')) as Recorded;
	const theirs = new Map(recorded.results.map((r) => [r.id, r]));
	const shared = questions.filter((q) => q.sympy && theirs.has(q.id));
	const sympy = tally(shared.map((q) => ({ expect: q.expect, ...theirs.get(q.id)! })));
	const same = tally(ours.filter((r) => theirs.has(r.id)));
	const label = `SymPy ${recorded.sympy} (Python ${recorded.python}, recorded ${recorded.recorded})`;
	const undecided = ours.filter((r) => r.answer !== r.expect).map((r) => r.id);
	if (undecided.length)
		console.log(`  Tablemate leaves undecided or wrong: ${undecided.join(', ')}`);
	return [
		...figures,
		{
			name: `sympy comparison: ${label} decides, of the ${shared.length} it can express`,
			value: sympy.decided,
			unit: 'questions'
		},
		{ name: `sympy comparison: ${label} wrong answers`, value: sympy.wrong, unit: 'questions' },
		{
			name: `sympy comparison: Tablemate decides, of the same ${shared.length}`,
			value: same.decided,
			unit: 'questions',
			target: `> ${sympy.decided} (SymPy)`,
			ok: same.decided > sympy.decided
		},
		{ name: `sympy comparison: ${label} median`, value: sympy.median, unit: 'ms' },
		{
			name: `sympy comparison: Tablemate median, same ${shared.length} questions`,
			value: same.median,
			unit: 'ms',
			target: `< ${sympy.median} ms (SymPy)`,
			ok: same.median < sympy.median
		}
	];
}
