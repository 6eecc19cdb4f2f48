import { describe, expect, it } from 'vitest';
import { shellChunk } from './shell-chunk.mjs';

const KIT_START = '/app/node_modules/@sveltejs/kit/src/runtime/client/entry.js';
const ROUTES = '/app/.svelte-kit/generated/client-optimized/app.js';
const LAYOUT_NODE = '/app/.svelte-kit/generated/client-optimized/nodes/0.js';
const HOME_NODE = '/app/.svelte-kit/generated/client-optimized/nodes/2.js';

/** A module graph: each module's static imports. */
const graph: Record<string, string[]> = {
	[KIT_START]: ['/app/node_modules/@sveltejs/kit/src/runtime/client/client.js'],
	'/app/node_modules/@sveltejs/kit/src/runtime/client/client.js': [
		'/app/node_modules/devalue/index.js'
	],
	'/app/node_modules/devalue/index.js': [],
	[ROUTES]: ['/app/.svelte-kit/generated/client-optimized/matchers.js'],
	'/app/.svelte-kit/generated/client-optimized/matchers.js': [],
	[LAYOUT_NODE]: ['/app/src/routes/+layout.svelte'],
	'/app/src/routes/+layout.svelte': [
		'/app/src/lib/paraglide/messages.js',
		'/app/src/lib/db/name.ts'
	],
	'/app/src/lib/paraglide/messages.js': ['/app/src/lib/paraglide/messages/_index.js'],
	'/app/src/lib/paraglide/messages/_index.js': [
		'/app/src/lib/paraglide/messages/nav_games.js',
		'/app/src/lib/paraglide/messages/stats_heading.js'
	],
	'/app/src/lib/paraglide/messages/nav_games.js': [],
	'/app/src/lib/paraglide/messages/stats_heading.js': [],
	'/app/src/lib/db/name.ts': [],
	// Home's own code, and code only Home imports: not every screen's.
	[HOME_NODE]: ['/app/src/routes/+page.svelte', '/app/src/lib/db/name.ts'],
	'/app/src/routes/+page.svelte': ['/app/src/lib/home.ts'],
	'/app/src/lib/home.ts': []
};

/** Runs the plugin over `graph` as the build would; resolves with its test of a module. */
function shellTest(): (id: string) => boolean {
	const plugin = shellChunk();
	const context = {
		getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
		getModuleInfo: (id: string) => ({ importedIds: graph[id] ?? [] })
	};
	(plugin.buildEnd as (this: typeof context) => void).call(context);
	const options = (plugin.outputOptions as (options: object) => { codeSplitting: unknown })({});
	const { groups } = options.codeSplitting as {
		groups: { name: string; test: (id: string) => boolean }[];
	};
	expect(groups.map((group) => group.name)).toEqual(['shell']);
	return groups[0].test;
}

describe('the shell chunk', () => {
	it('holds what the start, the routes table and the root layout import, all the way down', () => {
		const inShell = shellTest();
		for (const id of [
			'/app/node_modules/@sveltejs/kit/src/runtime/client/client.js',
			'/app/node_modules/devalue/index.js',
			'/app/.svelte-kit/generated/client-optimized/matchers.js',
			'/app/src/routes/+layout.svelte',
			'/app/src/lib/db/name.ts'
		])
			expect(inShell(id), id).toBe(true);
	});

	it('leaves out the entries themselves, the messages and what only a screen imports', () => {
		const inShell = shellTest();
		for (const id of [
			KIT_START,
			ROUTES,
			LAYOUT_NODE,
			HOME_NODE,
			'/app/src/lib/paraglide/messages/nav_games.js',
			'/app/src/lib/paraglide/messages/stats_heading.js',
			'/app/src/routes/+page.svelte',
			'/app/src/lib/home.ts'
		])
			expect(inShell(id), id).toBe(false);
	});
});
