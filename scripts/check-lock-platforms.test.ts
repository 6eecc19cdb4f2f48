import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingPlatforms } from './check-lock-platforms.mjs';

/** A small lock: a bundler with three platform binaries, and a package with a plain optional one. */
function lock(drop: string[] = []) {
	const packages: Record<string, object> = {
		'': { devDependencies: { bundler: '1.0.0', printer: '1.0.0' } },
		'node_modules/bundler': {
			version: '1.0.0',
			optionalDependencies: {
				'@bundler/linux-x64': '1.0.0',
				'@bundler/darwin-arm64': '1.0.0',
				'@bundler/win32-x64': '1.0.0'
			}
		},
		'node_modules/@bundler/linux-x64': { version: '1.0.0', os: ['linux'], cpu: ['x64'] },
		'node_modules/@bundler/darwin-arm64': { version: '1.0.0', os: ['darwin'], cpu: ['arm64'] },
		'node_modules/@bundler/win32-x64': { version: '1.0.0', os: ['win32'], cpu: ['x64'] },
		// An optional dependency that is no platform binary may well be absent.
		'node_modules/printer': { version: '1.0.0', optionalDependencies: { 'source-map': '0.6.1' } },
		// A copy nested under another package resolves its binaries from its own folder first.
		'node_modules/tool/node_modules/bundler': {
			version: '0.9.0',
			optionalDependencies: { '@bundler/linux-x64': '0.9.0', '@bundler/win32-x64': '0.9.0' }
		},
		'node_modules/tool/node_modules/@bundler/linux-x64': {
			version: '0.9.0',
			os: ['linux'],
			cpu: ['x64']
		},
		'node_modules/tool/node_modules/@bundler/win32-x64': {
			version: '0.9.0',
			os: ['win32'],
			cpu: ['x64']
		}
	};
	for (const key of drop) delete packages[key];
	return { lockfileVersion: 3, packages };
}

describe('check-lock-platforms', () => {
	it('passes a lock that has every platform binary', () => {
		expect(missingPlatforms(lock())).toEqual([]);
	});

	it('names the package and every platform binary the lock lacks', () => {
		expect(
			missingPlatforms(
				lock([
					'node_modules/@bundler/darwin-arm64',
					'node_modules/@bundler/win32-x64',
					'node_modules/tool/node_modules/@bundler/win32-x64'
				])
			)
		).toEqual([
			{ owner: 'node_modules/bundler', missing: ['@bundler/darwin-arm64', '@bundler/win32-x64'] },
			// The nested copy's own win32 binary is gone; the top-level one is gone too.
			{ owner: 'node_modules/tool/node_modules/bundler', missing: ['@bundler/win32-x64'] }
		]);
	});

	it("fails as a command with a plain message, and passes on this repository's lock", () => {
		const file = join(mkdtempSync(join(tmpdir(), 'lock-')), 'package-lock.json');
		writeFileSync(file, JSON.stringify(lock(['node_modules/@bundler/win32-x64'])));
		const broken = spawnSync(process.execPath, ['scripts/check-lock-platforms.mjs', file], {
			encoding: 'utf8'
		});
		expect(broken.status).toBe(1);
		expect(broken.stderr).toContain('bundler (node_modules/bundler) lacks @bundler/win32-x64');
		const ours = spawnSync(process.execPath, ['scripts/check-lock-platforms.mjs'], {
			encoding: 'utf8'
		});
		expect(ours.stderr).toBe('');
		expect(ours.status).toBe(0);
	});
});
