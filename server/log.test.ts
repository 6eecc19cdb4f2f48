// @vitest-environment node
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { limitedLog } from './log.mjs';

let lines: string[];

describe('the servers’ log', () => {
	beforeEach(() => {
		vi.useFakeTimers();
		lines = [];
	});

	afterEach(() => vi.useRealTimers());

	it('writes a few lines of a kind a minute, then one line counting the others', () => {
		const log = limitedLog((line) => lines.push(line));
		// A flood: 250 refusals a second for a minute.
		for (let i = 0; i < 60 * 250; i++) {
			log('phone refused: unknownTable', 'phone refused: unknownTable');
			if (i % 250 === 249) vi.advanceTimersByTime(1000);
		}
		expect(lines).toEqual([
			...Array(5).fill('phone refused: unknownTable'),
			'… 14,995 more of "phone refused: unknownTable" in the last minute'
		]);
		// The next minute starts again with a few lines.
		log('phone refused: unknownTable', 'phone refused: unknownTable');
		expect(lines).toHaveLength(7);
	});

	it('counts each kind on its own, and names the kind, never the line', () => {
		const log = limitedLog((line) => lines.push(line), { perWindow: 2 });
		for (let i = 0; i < 10; i++) {
			log(`phone refused at table 0123456789a${i}: tooMany`, 'phone refused at a table: tooMany');
			log('phone refused: originRefused', 'phone refused: originRefused');
		}
		expect(lines).toHaveLength(4);
		vi.advanceTimersByTime(60_000);
		expect(lines.slice(4).sort()).toEqual([
			'… 8 more of "phone refused at a table: tooMany" in the last minute',
			'… 8 more of "phone refused: originRefused" in the last minute'
		]);
		expect(lines.slice(4).join('\n')).not.toContain('0123456789a');
	});

	it('writes no count for a quiet minute, and every line that has no kind', () => {
		const log = limitedLog((line) => lines.push(line));
		log('table created', 'table created');
		for (let i = 0; i < 20; i++) log(`Tablemate on port ${i}`);
		vi.advanceTimersByTime(5 * 60_000);
		expect(lines).toHaveLength(21);
		expect(lines.filter((line) => line.startsWith('…'))).toEqual([]);
	});

	it('writes the counts of the minute under way when the server stops', () => {
		const log = limitedLog((line) => lines.push(line));
		for (let i = 0; i < 1234 + 5; i++)
			log('phone refused: restarting', 'phone refused: restarting');
		vi.advanceTimersByTime(12_000);
		log.flush();
		expect(lines.at(-1)).toBe('… 1,234 more of "phone refused: restarting" in the last 12 s');
		log.flush();
		expect(lines).toHaveLength(6);
	});
});

describe('the relay’s log under a flood of connections without a code', () => {
	it('writes a few refusals and counts the rest, naming no table', async () => {
		const dir = await mkdtemp(join(tmpdir(), 'relay-log-'));
		const child = spawn(
			process.execPath,
			['server/table-server.mjs', '--port', '0', '--host', '127.0.0.1', '--data', dir],
			{ stdio: ['ignore', 'pipe', 'pipe'] }
		);
		let out = '';
		child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
		const exited = new Promise((resolve) => child.once('exit', resolve));
		try {
			await expect.poll(() => /on ws:\/\/[^:]+:(\d+)/.test(out), { timeout: 20_000 }).toBe(true);
			const port = /on ws:\/\/[^:]+:(\d+)/.exec(out)![1];
			const FLOOD = 300;
			// Each with a code that names no table (unknown, or not a code at all), one at a time.
			for (let i = 0; i < FLOOD; i++) {
				const code = i % 2 ? 'NOTABLENOTABLENOTABLENOTA' + (i % 10) : `x${i}`;
				const ws = new WebSocket(`ws://127.0.0.1:${port}/table?table=${code}`, {
					origin: 'http://localhost:4173'
				});
				await new Promise((resolve) => {
					ws.on('close', resolve);
					ws.on('error', resolve);
				});
			}
			child.kill('SIGTERM');
			await exited;
			const refusals = out.split('\n').filter((line) => line.includes('unknownTable'));
			expect(refusals).toHaveLength(6);
			expect(
				refusals.slice(0, 5).every((line) => line.endsWith(' phone refused: unknownTable'))
			).toBe(true);
			expect(refusals[5]).toMatch(
				new RegExp(`… ${FLOOD - 5} more of "phone refused: unknownTable" in the last \\d+ s$`)
			);
			expect(out).not.toContain('NOTABLE');
		} finally {
			child.kill('SIGKILL');
			await rm(dir, { recursive: true, force: true });
		}
	});
});
