/**
 * One optimiser search in a fresh process, for transform.bench.ts: prints its time, whether it was
 * proven, and the growth of the process's peak resident memory (the operating system's high-water
 * mark, so a table built and dropped between two samples is still seen).
 * Usage: tsx bench/optimiser-case.ts <n> <convolution|as-printed> <criterion>
 */
import type { Criterion, Formula } from '../src/lib/games/transform/clists';
import { bestOrder } from '../src/lib/games/transform/optimiser';
import { seededRandom } from '../src/lib/core/random';

/** Distinct six-digit terms of either sign, the shape that once took the as-printed search to 4 GB. */
function sixDigits(random: () => number, n: number): bigint[] {
	const seen = new Set<number>();
	while (seen.size < n) {
		const size = 100_000 + Math.floor(random() * 900_000);
		seen.add(random() < 0.5 ? -size : size);
	}
	return [...seen].map(BigInt);
}

const [n, formula, criterion] = [
	Number(process.argv[2]),
	process.argv[3] as Formula,
	process.argv[4] as Criterion
];
const random = seededRandom(1000 + n);
const aPrime = sixDigits(random, n);
const b = sixDigits(random, n);
const before = process.resourceUsage().maxRSS;
const start = performance.now();
const result = bestOrder(aPrime, b, formula, criterion);
const ms = performance.now() - start;
const growthMB = (process.resourceUsage().maxRSS - before) / 1024;
console.log(
	JSON.stringify({ ms, growthMB, proven: result.proven, counted: result.count !== null })
);
