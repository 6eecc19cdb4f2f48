import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The CLI as a user runs it, through tsx, so the argument handling and file reading are covered.
const tsx = join('node_modules', '.bin', 'tsx');
function referee(args: string[], input = '') {
	return spawnSync(tsx, ['scripts/referee.ts', ...args], { input, encoding: 'utf8' });
}

// Each run starts tsx (a second or two), so these tests get more time than the default.
describe('referee CLI', { timeout: 60_000 }, () => {
	it('answers every batch line in order, blank and unreadable lines with an error', () => {
		const run = referee(
			['permutations', 'batch'],
			['{"op":"score","max":4}', '', 'not json', '   ', '{"op":"score","max":5}', ''].join('\n')
		);
		expect(run.status).toBe(0);
		const lines = run.stdout
			.trimEnd()
			.split('\n')
			.map((l) => JSON.parse(l));
		expect(lines).toEqual([
			{ score: 10 },
			{ error: expect.stringMatching(/empty/) },
			{ error: expect.stringMatching(/not valid JSON/) },
			{ error: expect.stringMatching(/empty/) },
			{ score: 15 }
		]);
	});

	it('says plainly when a deck file is missing or is a folder', () => {
		const missing = referee(['subsets', 'deck', '/no/such/deck.txt']);
		expect(missing.status).toBe(1);
		expect(missing.stderr.trim()).toBe(
			'"/no/such/deck.txt" cannot be read: there is no such file.'
		);
		const folder = mkdtempSync(join(tmpdir(), 'deck-'));
		expect(referee(['subsets', 'deck', folder]).stderr.trim()).toBe(
			`"${folder}" is a folder, not a file.`
		);
	});

	it('reports a deck file card by card with the number of errors', () => {
		const file = join(mkdtempSync(join(tmpdir(), 'deck-')), 'deck.txt');
		writeFileSync(file, '{1, 2}\n{x ∈ ℕ | x > }\n');
		const run = referee(['subsets', 'deck', file]);
		expect(run.status).toBe(0);
		expect(run.stdout).toMatch(/^line 1: valid: \{1, 2\}$/m);
		expect(run.stdout).toMatch(/^line 2: error: \{x ∈ ℕ \| x > \}$/m);
		expect(run.stdout.trimEnd().split('\n').at(-1)).toBe('1 error in 2 cards.');
	});
});
