/**
 * `npm run bench`: runs every `bench/*.bench.ts` (or those named on the command line) and prints
 * each figure with its target and the machine's load average when it was measured (or printed),
 * so a reader can tell a busy machine from a regression.
 */
import { readdirSync } from 'node:fs';
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
let missed = 0;
for (const file of files) {
	const mod = (await import(pathToFileURL(join(here, file)).href)) as { run(): Promise<Figure[]> };
	console.log(`\n== ${file.replace('.bench.ts', '')}`);
	try {
		for (const f of await mod.run()) {
			const mark = f.ok === undefined ? '    ' : f.ok ? ' ok ' : 'MISS';
			if (f.ok === false) missed++;
			console.log(
				`${mark} ${f.name}: ${format(f.value)} ${f.unit}${f.target ? `  (target ${f.target})` : ''}  [${load(f.load)}]`
			);
		}
	} catch (err) {
		missed++;
		console.log(`FAIL ${file}: ${err instanceof Error ? err.message : String(err)}`);
	}
}
console.log(`\n${missed === 0 ? 'Every target met.' : `${missed} target(s) missed.`}`);
