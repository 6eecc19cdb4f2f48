/**
 * Primality beside PARI/GP's `ispseudoprime` on the same numbers: 100,000 random odd 64-bit
 * numbers, and 512-bit and 2,048-bit numbers with no prime factor below 2^16 (random ones, then
 * primes only), each timed in both and checked for the same answers. Then the npm package
 * big-integer on the 64-bit numbers, and a 1,000-digit prime confirmed.
 *
 * PARI runs in its own process (`gp`), timed inside gp so its start-up is not counted; its loop
 * overhead (about a fifth of the 64-bit figure) is, as ours is. Both sides are timed in processor
 * time (gp's `gettime`, Node's `process.cpuUsage`), not wall time, so that other work on a shared
 * machine weighs less on the ratio. When `gp` is missing, the bench installs Debian's `pari-gp`
 * where it may (root on Debian), else says the ratio was not measured.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import bigInt from 'big-integer';
import { atLeast, atMost, loadNow, median, type Figure } from './harness';
import { isPrime, powMod, smallPrimes } from '../src/lib/core/numbers/primality';
import { Work } from '../src/lib/core/subsets-checker/work';
import { seededRandom } from '../src/lib/core/random';
import { canInstallDebianPackages, installDebianPackages } from '../scripts/tooling.mjs';

/** Runs of each timing; the median is kept. */
const RUNS = 7;

function time(fn: () => void): number {
	const start = performance.now();
	fn();
	return performance.now() - start;
}

/** Milliseconds of processor time `fn` takes (every thread of this process). */
function cpuTime(fn: () => void): number {
	const start = process.cpuUsage();
	fn();
	const used = process.cpuUsage(start);
	return (used.user + used.system) / 1000;
}

/** A random integer of exactly `bits` bits (top bit set), odd. */
function randomOdd(random: () => number, bits: number): bigint {
	let n = 1n;
	for (let filled = 1; filled < bits; filled += 16) {
		const take = Math.min(16, bits - filled);
		n = (n << BigInt(take)) | BigInt(Math.floor(random() * 2 ** take));
	}
	return n | 1n;
}

/** Products of consecutive odd primes below 2^16, each below 2^53, for a quick sieve. */
const sieveGroups: { product: bigint; primes: number[] }[] = (() => {
	const groups: { product: bigint; primes: number[] }[] = [];
	let primes: number[] = [];
	let product = 1;
	for (const p of smallPrimes.slice(1)) {
		if (product * p >= 2 ** 53) {
			groups.push({ product: BigInt(product), primes });
			primes = [];
			product = 1;
		}
		primes.push(p);
		product *= p;
	}
	groups.push({ product: BigInt(product), primes });
	return groups;
})();

/** True when odd n has no prime factor below 2^16. */
function passesTrialDivision(n: bigint): boolean {
	for (const { product, primes } of sieveGroups) {
		const r = Number(n % product);
		for (const p of primes) if (r % p === 0) return false;
	}
	return true;
}

function sieved(random: () => number, bits: number, count: number, primesOnly: boolean): bigint[] {
	const out: bigint[] = [];
	while (out.length < count) {
		const n = randomOdd(random, bits);
		if (passesTrialDivision(n) && (!primesOnly || isPrime(n))) out.push(n);
	}
	return out;
}

/** Processor milliseconds for isPrime over every number, RUNS times after a warm-up. */
function ourTimes(numbers: readonly bigint[], warmup: number): { ms: number[]; answers: string } {
	for (let i = 0; i < warmup; i++) for (const n of numbers) isPrime(n);
	const ms: number[] = [];
	for (let run = 0; run < RUNS; run++) {
		ms.push(
			cpuTime(() => {
				for (const n of numbers) isPrime(n);
			})
		);
	}
	return { ms, answers: numbers.map((n) => (isPrime(n) ? '1' : '0')).join('') };
}

/** `gp` on the path, installing Debian's pari-gp first where this process may; else null. */
async function findGp(): Promise<string | null> {
	const found = () => spawnSync('gp', ['--version-short'], { encoding: 'utf8' }).status === 0;
	if (found()) return 'gp';
	if (!canInstallDebianPackages()) return null;
	console.log('PARI/GP is not installed: installing Debian\'s "pari-gp" package.');
	await installDebianPackages(['pari-gp']);
	return found() ? 'gp' : null;
}

/** PARI's `ispseudoprime` over the same numbers: the median of RUNS processor times, and its answers. */
function pariTimes(gp: string, numbers: readonly bigint[]): { ms: number; answers: string } {
	const dir = mkdtempSync(join(tmpdir(), 'tablemate-pari-'));
	try {
		const input = join(dir, 'numbers.txt');
		writeFileSync(input, numbers.join('\n') + '\n');
		const script = [
			`v = readvec("${input}");`,
			'a = vector(#v, i, ispseudoprime(v[i]));',
			`t = vector(${RUNS}, r, gettime(); for(i = 1, #v, ispseudoprime(v[i])); gettime());`,
			`print(vecsort(t)[${(RUNS + 1) / 2}]);`,
			'print(Strchr(apply(x -> 48 + x, a)));',
			'quit;'
		].join('\n');
		const run = spawnSync(gp, ['-q', '-f', '-s', '200000000'], { input: script, encoding: 'utf8' });
		const [ms, answers] = run.stdout.trim().split('\n');
		if (run.status !== 0 || !answers) throw new Error(`gp failed: ${run.stderr.trim()}`);
		return { ms: Number(ms), answers: answers.trim() };
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}

function comparison(
	gp: string | null,
	what: string,
	numbers: readonly bigint[],
	limit: number,
	warmup: number
): Figure[] {
	const before = ourTimes(numbers, warmup);
	const pari = gp ? pariTimes(gp, numbers) : null;
	// Ours again after PARI, so a change of machine load during the run weighs on both sides.
	const after = ourTimes(numbers, 0);
	const ours = median([...before.ms, ...after.ms]);
	const figures: Figure[] = [
		{ name: `${what}: isPrime, processor time, median of ${RUNS * 2}`, value: ours, unit: 'ms' }
	];
	if (!pari) {
		figures.push({
			name: `${what}: PARI/GP is not installed (Debian: pari-gp), so the ratio was not measured`,
			value: 0,
			unit: 'x',
			target: `<= ${limit} x`,
			ok: false
		});
		return figures;
	}
	let differ = 0;
	for (let i = 0; i < numbers.length; i++) if (before.answers[i] !== pari.answers[i]) differ++;
	const primes = [...before.answers].filter((c) => c === '1').length;
	figures.push(
		{
			name: `${what}: PARI/GP ispseudoprime, processor time, median of ${RUNS}`,
			value: pari.ms,
			unit: 'ms'
		},
		atMost(`${what}: ours / PARI`, ours / pari.ms, 'x', limit),
		atMost(`${what}: answers differing from PARI (${primes} primes)`, differ, 'numbers', 0)
	);
	return figures;
}

function bigIntegerFigures(numbers: readonly bigint[]): Figure[] {
	const wrapped = numbers.map((n) => bigInt(n.toString()));
	let ours = 0;
	let theirs = 0;
	const oursTimes: number[] = [];
	const theirsTimes: number[] = [];
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
	return [
		{
			name: 'big-integer isPrime, the same 64-bit numbers, median of 5',
			value: median(theirsTimes),
			unit: 'ms'
		},
		atLeast('speed-up over big-integer', median(theirsTimes) / median(oursTimes), 'x', 5)
	];
}

function bigPrimeFigures(): Figure[] {
	const random = seededRandom(1000);
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

/** Random primes of `low` to `high` bits, drawn by size so every size is as likely. */
function randomPrimes(random: () => number, low: number, high: number, count: number): bigint[] {
	const out: bigint[] = [];
	while (out.length < count) {
		const n = randomOdd(random, low + Math.floor(random() * (high - low + 1)));
		if (isPrime(n)) out.push(n);
	}
	return out;
}

/**
 * Primality proofs as the Subsets checker makes them: each prime in a fresh question's work (so
 * within the budget a question gives it), the share proven and the median time of one proof.
 */
function proofFigures(
	what: string,
	primes: readonly bigint[],
	share: number,
	ms: number
): Figure[] {
	const times: number[] = [];
	let proven = 0;
	for (const n of primes) {
		const w = new Work();
		w.begin();
		let answer: boolean | null = null;
		times.push(
			cpuTime(() => {
				try {
					answer = w.provenPrime(n);
				} catch {
					answer = null;
				}
			})
		);
		if (answer === false) throw new Error(`A prime was called composite: ${n}.`);
		if (answer === true) proven++;
	}
	const load = loadNow();
	return [
		{
			...atLeast(
				`${what}: share proven within a question's budget`,
				(100 * proven) / primes.length,
				'%',
				share
			),
			load
		},
		{
			...atMost(
				`${what}: one proof (or giving up), processor time, median`,
				median(times),
				'ms',
				ms
			),
			load
		},
		{ name: `${what}: slowest`, value: Math.max(...times), unit: 'ms', load }
	];
}

/** The proof figures alone (also run first by `run`). */
export function proofRun(): Figure[] {
	const random = seededRandom(40);
	return [
		...proofFigures(
			'200 random primes of 81 to 128 bits',
			randomPrimes(random, 81, 128, 200),
			90,
			50
		),
		...proofFigures(
			'100 random primes of 129 to 256 bits',
			randomPrimes(random, 129, 256, 100),
			0,
			1000
		)
	];
}

export async function run(): Promise<Figure[]> {
	const proofs = proofRun();
	const gp = await findGp();
	const random = seededRandom(64);
	const word = () => BigInt(Math.floor(random() * 4294967296));
	const numbers64 = Array.from({ length: 100_000 }, () => (word() << 32n) | word() | 1n);
	return [
		...proofs,
		...comparison(gp, '100,000 random odd 64-bit numbers', numbers64, 2, 3),
		...comparison(
			gp,
			'2,000 random 512-bit numbers without factors below 2^16',
			sieved(random, 512, 2000, false),
			3,
			1
		),
		...comparison(gp, '100 512-bit primes', sieved(random, 512, 100, true), 3, 1),
		...comparison(
			gp,
			'100 random 2,048-bit numbers without factors below 2^16',
			sieved(random, 2048, 100, false),
			3,
			1
		),
		...comparison(gp, '8 2,048-bit primes', sieved(random, 2048, 8, true), 3, 1),
		...bigIntegerFigures(numbers64),
		...bigPrimeFigures()
	];
}
