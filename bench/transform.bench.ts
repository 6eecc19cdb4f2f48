/**
 * Transform: the permutator's optimiser on random lists: the plain best order (also within its
 * work budget, with peak memory, for n = 12 to 18 in both readings), and the order hardest for the
 * others over the screens' default sample of 32 lists. Primality, which it leans on, has its own
 * bench (primality.bench.ts).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { atLeast, atMost, median, type Figure } from './harness';
import type { Formula } from '../src/lib/games/transform/clists';
import { hardestOrder } from '../src/lib/games/transform/hardest';
import { bestOrder } from '../src/lib/games/transform/optimiser';
import {
	DEFAULT_SAMPLES,
	DEFAULT_SEED,
	defaultOpponentRange,
	type HardGoal
} from '../src/lib/games/transform/opponents';

/** A small seeded generator (mulberry32) so every run measures the same numbers. */
function seeded(seed: number): () => number {
	return () => {
		seed = (seed + 0x6d2b79f5) | 0;
		let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

function time(fn: () => void): number {
	const start = performance.now();
	fn();
	return performance.now() - start;
}

function distinct(random: () => number, n: number, lo: number, hi: number): bigint[] {
	const seen = new Set<number>();
	while (seen.size < n) seen.add(lo + Math.floor(random() * (hi - lo + 1)));
	return [...seen].map(BigInt);
}

function optimiserFigures(n: number, limit: number): Figure[] {
	const random = seeded(n);
	const times: number[] = [];
	for (let i = 0; i < 10; i++) {
		const aPrime = distinct(random, n, -50, 50);
		const b = distinct(random, n, -50, 50);
		times.push(time(() => bestOrder(aPrime, b, 'convolution', 'prime')));
	}
	return [
		atMost(`optimiser n = ${n}, prime, median of 10`, median(times), 'ms', limit),
		atMost(`optimiser n = ${n}, prime, slowest of 10`, Math.max(...times), 'ms', limit)
	];
}

/**
 * The plain best order within the default work budget, as the CLI runs it, for n = 12 to 18 in
 * both readings on six-digit terms: time and peak memory growth, each case in its own process
 * (bench/optimiser-case.ts) so the peak is that search's alone.
 */
function budgetFigures(): Figure[] {
	const figures: Figure[] = [];
	for (const formula of ['convolution', 'as-printed'] as const) {
		for (const criterion of ['prime', 'square'] as const) {
			for (const n of [12, 14, 16, 18]) {
				const what = `best order, n = ${n}, six digits, ${formula}, ${criterion}`;
				const { ms, growthMB, proven, counted } = optimiserCase(n, formula, criterion);
				const how = !proven
					? 'stopped at the budget, not proven'
					: counted
						? 'proven, orders counted'
						: 'proven, count stopped at the budget';
				figures.push(
					atMost(`${what}: time (${how})`, ms, 'ms', 3000),
					atMost(`${what}: peak memory growth`, Math.round(growthMB), 'MB', 300)
				);
			}
		}
	}
	return figures;
}

/** One bench/optimiser-case.ts run in a fresh process. */
function optimiserCase(
	n: number,
	formula: Formula,
	criterion: 'prime' | 'square'
): { ms: number; growthMB: number; proven: boolean; counted: boolean } {
	const run = spawnSync(
		join('node_modules', '.bin', 'tsx'),
		// The engines import the primality kernels' .wat text, which tsx reads through our hook.
		[
			'--import',
			'./scripts/wat-register.mjs',
			'bench/optimiser-case.ts',
			String(n),
			formula,
			criterion
		],
		{ encoding: 'utf8' }
	);
	if (run.status !== 0) {
		throw new Error(`best order, n = ${n}, ${formula}, ${criterion}: ${run.stderr.trim()}`);
	}
	return JSON.parse(run.stdout) as {
		ms: number;
		growthMB: number;
		proven: boolean;
		counted: boolean;
	};
}

/**
 * Issue 23, section 6: the largest n up to which the running sum proves the best order of
 * six-digit terms (a prime criterion) within the default budget, every smaller n included.
 */
function provenUpTo(): Figure[] {
	let largest = 7;
	for (let n = 8; n <= 13; n++) {
		if (!optimiserCase(n, 'convolution', 'prime').proven) break;
		largest = n;
	}
	return [
		atLeast(
			'running sum, six digits, prime: best order proven at the default budget up to n',
			largest,
			'terms',
			12
		)
	];
}

/** The order hardest for the others, on `cases` random tables of n terms, as the screen asks. */
function hardestFigures(
	n: number,
	cases: number,
	formula: Formula,
	goal: HardGoal,
	limit: number
): Figure[] {
	const random = seeded(100 + n);
	const times: number[] = [];
	for (let i = 0; i < cases; i++) {
		const aPrime = distinct(random, n, -50, 50);
		const b = distinct(random, n, -50, 50);
		const model = {
			...defaultOpponentRange(aPrime, b),
			samples: DEFAULT_SAMPLES,
			seed: DEFAULT_SEED
		};
		times.push(time(() => hardestOrder(aPrime, b, formula, 'prime', model, goal)));
	}
	const what = `hardest for the others (${goal}), n = ${n}, K = ${DEFAULT_SAMPLES}, ${formula}, prime`;
	return [
		atMost(`${what}, median of ${cases}`, median(times), 'ms', limit),
		{ name: `${what}, slowest of ${cases}`, value: Math.max(...times), unit: 'ms' }
	];
}

export async function run(): Promise<Figure[]> {
	return [
		...optimiserFigures(10, 2000),
		...optimiserFigures(12, 30000),
		...provenUpTo(),
		...budgetFigures(),
		...hardestFigures(8, 10, 'convolution', 'mine-then-others', 200),
		...hardestFigures(8, 10, 'convolution', 'others-then-mine', 200),
		...hardestFigures(10, 5, 'convolution', 'mine-then-others', 2000),
		...hardestFigures(10, 5, 'convolution', 'others-then-mine', 2000),
		...hardestFigures(10, 3, 'as-printed', 'mine-then-others', 3000)
	];
}
