/**
 * Transform: primality against the npm package big-integer on the same numbers in the same run,
 * a 1,000-digit prime confirmed, and the permutator's optimiser on random lists: the plain best
 * order (also within its work budget, with peak memory, for n = 12 to 18 in both readings), and the
 * order hardest for the others over the screens' default sample of 32 lists.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import bigInt from 'big-integer';
import { atLeast, atMost, median, type Figure } from './harness';
import { isPrime, powMod } from '../src/lib/core/numbers/primality';
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

function word(random: () => number): bigint {
	return BigInt(Math.floor(random() * 4294967296));
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

function primalityFigures(): Figure[] {
	const random = seeded(64);
	const numbers = Array.from({ length: 100_000 }, () => (word(random) << 32n) | word(random) | 1n);
	const wrapped = numbers.map((n) => bigInt(n.toString()));
	let ours = 0;
	let theirs = 0;
	const oursTimes: number[] = [];
	const theirsTimes: number[] = [];
	// Warm both up (the JIT compiles the hot paths), then alternate them so both see the same
	// machine load, and keep the median of five runs each.
	for (const n of numbers.slice(0, 20_000)) isPrime(n);
	for (const n of wrapped.slice(0, 20_000)) n.isPrime();
	for (let run = 0; run < 5; run++) {
		oursTimes.push(
			time(() => {
				ours = 0;
				for (const n of numbers) if (isPrime(n)) ours++;
			})
		);
		theirsTimes.push(
			time(() => {
				theirs = 0;
				for (const n of wrapped) if (n.isPrime()) theirs++;
			})
		);
	}
	if (ours !== theirs) throw new Error(`The two tests disagree: ${ours} primes against ${theirs}.`);
	const mine = median(oursTimes);
	const reference = median(theirsTimes);
	return [
		{ name: 'isPrime, 100,000 random odd 64-bit numbers, median of 5', value: mine, unit: 'ms' },
		{ name: 'big-integer isPrime, same numbers', value: reference, unit: 'ms' },
		atLeast('speed-up over big-integer', reference / mine, 'x', 5)
	];
}

function bigPrimeFigures(): Figure[] {
	const random = seeded(1000);
	let digits = String(1 + Math.floor(random() * 9));
	while (digits.length < 1000) digits += String(Math.floor(random() * 10));
	let p = BigInt(digits) | 1n;
	while (!isPrime(p)) p += 2n;
	if (p.toString().length !== 1000) throw new Error('The search left 1,000 digits.');
	const confirm = median([0, 1, 2, 3, 4].map(() => time(() => isPrime(p))));
	const fermat = time(() => powMod(2n, p - 1n, p));
	return [
		atMost('confirm a 1,000-digit prime (BPSW), median of 5', confirm, 'ms', 300),
		{ name: 'one base-2 Fermat test on it, for reference', value: fermat, unit: 'ms' }
	];
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
				const run = spawnSync(
					join('node_modules', '.bin', 'tsx'),
					['bench/optimiser-case.ts', String(n), formula, criterion],
					{ encoding: 'utf8' }
				);
				const what = `best order, n = ${n}, six digits, ${formula}, ${criterion}`;
				if (run.status !== 0) throw new Error(`${what}: ${run.stderr.trim()}`);
				const { ms, growthMB, proven, counted } = JSON.parse(run.stdout) as {
					ms: number;
					growthMB: number;
					proven: boolean;
					counted: boolean;
				};
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
		...primalityFigures(),
		...bigPrimeFigures(),
		...optimiserFigures(10, 2000),
		...optimiserFigures(12, 30000),
		...budgetFigures(),
		...hardestFigures(8, 10, 'convolution', 'mine-then-others', 200),
		...hardestFigures(8, 10, 'convolution', 'others-then-mine', 200),
		...hardestFigures(10, 5, 'convolution', 'mine-then-others', 2000),
		...hardestFigures(10, 5, 'convolution', 'others-then-mine', 2000),
		...hardestFigures(10, 3, 'as-printed', 'mine-then-others', 3000)
	];
}
