import { vi } from 'vitest';

/**
 * The app's modules as the build named `name` loads them, over the same stored data: an app
 * update as a phone goes through it, where the next deployment's modules load afresh with another
 * version name. Used by the tests that show what outlives an update (summaries, snapshots).
 */
export async function appBuild(name: string) {
	vi.resetModules();
	vi.doMock('$app/environment', async (original) => ({
		...(await original<Record<string, unknown>>()),
		version: name
	}));
	// One after the other: imported side by side, a module could meet the version of the build
	// before (one shared dependency still loading with it).
	const environment = await import('$app/environment');
	const db = await import('$lib/db');
	const registry = await import('$lib/games/registry');
	const plays = await import('../plays');
	const session = await import('../session.svelte');
	return { ...db, ...plays, ...session, ...registry, version: environment.version };
}
