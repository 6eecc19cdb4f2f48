/**
 * The app's screens, for the e2e tests and the benchmarks alike: the ones a player opens from the
 * menu, and every screen the build has (so a new screen is covered without being listed).
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The screens a player opens; `builtScreens()` adds any screen the build has beyond these. */
export const MAIN_SCREENS = [
	'/',
	'/new',
	'/rules',
	'/rules/permutations',
	'/rules/subsets',
	'/rules/transform',
	'/rules/reframing',
	'/rules/notepad',
	'/tools/subsets',
	'/settings',
	'/backup',
	'/players',
	'/stats'
];

/**
 * Every screen of the build that opens without parameters ('/', '/new', '/rules/subsets', ...),
 * read from the prerendered pages, so a new route is covered the day it is added. The session
 * screen needs a session and is left out. With no build yet (tests listed before `npm run build`),
 * the screens every build has.
 */
export function builtScreens(): string[] {
	const pages = join(
		dirname(fileURLToPath(import.meta.url)),
		'../.svelte-kit/output/prerendered/pages'
	);
	if (!existsSync(pages))
		return ['/', '/backup', '/new', '/players', '/rules', '/settings', '/tools'];
	const walk = (dir: string): string[] =>
		readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
			entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]
		);
	return walk(pages)
		.filter((file) => file.endsWith('.html'))
		.map(
			(file) =>
				'/' +
				relative(pages, file)
					.replace(/\.html$/, '')
					.replace(/(^|\/)index$/, '')
		)
		.filter((path) => path !== '/session')
		.sort();
}

/** The main screens and every built one, each once, in order. */
export function everyScreen(): string[] {
	return [...new Set([...MAIN_SCREENS, ...builtScreens()])].sort();
}
