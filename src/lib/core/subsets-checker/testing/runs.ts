/**
 * fast-check settings for a property of `numRuns` runs. FC_SEED=<n> replays a run (fast-check
 * prints the seed and path of any failure); FC_RUNS=<n> runs every property longer, for a hunt by
 * hand. In CI the seed is fixed for the whole suite (src/test-setup.ts).
 */
export function runs(numRuns: number): { numRuns: number; seed?: number } {
	const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined;
	const override = process.env.FC_RUNS ? Number(process.env.FC_RUNS) : undefined;
	return { numRuns: override ?? numRuns, ...(seed === undefined ? {} : { seed }) };
}
