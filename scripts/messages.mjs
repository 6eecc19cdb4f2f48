/**
 * The app's messages (messages/<language>.json) compiled by Paraglide JS into typed functions in
 * src/lib/paraglide/. The compiled folder is committed, so every check (svelte-check, eslint,
 * dependency-cruiser, Vitest) and a fresh clone see it without a step of their own; `npm run dev`
 * recompiles it as messages change (vite.config.ts), and a unit test fails when the committed
 * folder is not what these messages compile to (scripts/messages.test.ts).
 *
 * `npm run messages` after editing a message file.
 */
import { compile } from '@inlang/paraglide-js';
import { fileURLToPath } from 'node:url';

/**
 * Paraglide's options, the same for `npm run messages`, `npm run dev` and the check.
 * @type {import('@inlang/paraglide-js').CompilerOptions}
 */
export const paraglideOptions = {
	project: './project.inlang',
	outdir: './src/lib/paraglide',
	// The language is chosen by src/lib/i18n/language.svelte.ts (the phone's languages, or the
	// one picked in Settings), which Paraglide's runtime asks through overwriteGetLocale: its own
	// strategies (cookies, URLs, a server) have no part in a static app.
	strategy: ['baseLocale'],
	// One module per message, so a screen's chunk carries only the messages it uses.
	outputStructure: 'message-modules',
	emitGitIgnore: false,
	emitPrettierIgnore: false,
	emitReadme: false,
	includeEslintDisableComment: true
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	await compile(paraglideOptions);
}
