/**
 * `npm run bench`: runs every `bench/*.bench.ts` (or those named on the command line) and prints
 * each figure with its target.
 */
import { readdirSync } from 'node:fs';
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

let missed = 0;
for (const file of files) {
	const mod = (await import(pathToFileURL(join(here, file)).href)) as { run(): Promise<Figure[]> };
	console.log(`\n== ${file.replace('.bench.ts', '')}`);
	try {
		for (const f of await mod.run()) {
			const mark = f.ok === undefined ? '    ' : f.ok ? ' ok ' : 'MISS';
			if (f.ok === false) missed++;
			console.log(
				`${mark} ${f.name}: ${format(f.value)} ${f.unit}${f.target ? `  (target ${f.target})` : ''}`
			);
		}
	} catch (err) {
		missed++;
		console.log(`FAIL ${file}: ${err instanceof Error ? err.message : String(err)}`);
	}
}
console.log(`\n${missed === 0 ? 'Every target met.' : `${missed} target(s) missed.`}`);
