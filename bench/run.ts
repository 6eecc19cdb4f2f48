/**
 * `npm run bench`: runs every `bench/*.bench.ts` (or those named on the command line) and prints
 * each figure with its target and the machine's load average when it was measured (or printed),
 * so a reader can tell a busy machine from a regression. Beside each figure: the last quiet run's,
 * from bench/record.json, which `BENCH_RECORD=1 npm run bench <names>` rewrites with the figures of
 * that run (and the load each was measured at): run it only on a quiet machine.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';
import type { Figure } from './harness';

const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const files = readdirSync(here)
	.filter((f) => f.endsWith('.bench.ts'))
	.filter((f) => wanted.length === 0 || wanted.some((w) => f.startsWith(w)))
	.sort();

function format(n: number): string {
	if (Number.isInteger(n)) return n.toLocaleString('en');
	return Math.abs(n) >= 100 ? n.toFixed(0) : Math.abs(n) >= 1 ? n.toFixed(2) : n.toPrecision(3);
}

/** A 1-minute load average (now's by default), and the cores it is shared by. */
function load(average = loadavg()[0]): string {
	return `load ${average.toFixed(1)}/${availableParallelism()} cores`;
}

const averages = loadavg()
	.map((l) => l.toFixed(1))
	.join(', ');
console.log(
	`Load average ${averages} (1, 5, 15 min) on ${availableParallelism()} cores: a load above the core count slows every figure.`
);
/** A figure of the last quiet run, by bench and figure name. */
interface Recorded {
	value: number;
	unit: string;
	load: number;
	date: string;
}
const recordPath = join(here, 'record.json');
const record: Record<string, Record<string, Recorded>> = existsSync(recordPath)
	? JSON.parse(readFileSync(recordPath, 'utf8'))
	: {};
const recording = process.env.BENCH_RECORD === '1';

function earlier(bench: string, f: Figure): string {
	const last = record[bench]?.[f.name];
	if (!last) return '';
	return `  (last quiet run: ${format(last.value)} ${last.unit} at ${load(last.load)}, ${last.date})`;
}

let missed = 0;
for (const file of files) {
	const mod = (await import(pathToFileURL(join(here, file)).href)) as { run(): Promise<Figure[]> };
	const bench = file.replace('.bench.ts', '');
	console.log(`\n== ${bench}`);
	try {
		const figures = await mod.run();
		for (const f of figures) {
			const mark = f.ok === undefined ? '    ' : f.ok ? ' ok ' : 'MISS';
			if (f.ok === false) missed++;
			console.log(
				`${mark} ${f.name}: ${format(f.value)} ${f.unit}${f.target ? `  (target ${f.target})` : ''}  [${load(f.load)}]${earlier(bench, f)}`
			);
		}
		if (recording) {
			const date = new Date().toISOString().slice(0, 10);
			record[bench] = {
				...record[bench],
				...Object.fromEntries(
					figures.map((f) => [
						f.name,
						{
							value: f.value,
							unit: f.unit,
							load: Number((f.load ?? loadavg()[0]).toFixed(2)),
							date
						}
					])
				)
			};
			writeFileSync(recordPath, `${JSON.stringify(record, null, '\t')}\n`);
		}
	} catch (err) {
		missed++;
		console.log(`FAIL ${file}: ${err instanceof Error ? err.message : String(err)}`);
	}
}
console.log(`\n${missed === 0 ? 'Every target met.' : `${missed} target(s) missed.`}`);
