import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { sveltekit } from '@sveltejs/kit/vite';
import { SvelteKitPWA } from '@vite-pwa/sveltekit';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { buildIdPlugin } from './scripts/build-id.mjs';
import { watPlugin } from './scripts/wat.mjs';
import { basePath } from './scripts/base-path.mjs';
import { appManifest, localizedManifests } from './scripts/manifests.mjs';
import { paraglideOptions } from './scripts/messages.mjs';
import { paraglideRegistryMadeOnce } from './scripts/paraglide-registry.mjs';
import { rulesTextChunkNames } from './scripts/rules-chunks.mjs';
import { shellChunk } from './scripts/shell-chunk.mjs';
import { MANIFEST_BASE_LANGUAGE } from './src/lib/i18n/manifest-file.js';
import { RULES_TEXT_CACHE, RULES_TEXT_CHUNK } from './src/lib/rules/offline-cache.js';

// Where the app lives on its host: '/' at a domain's root, '/tablemate/' under BASE_PATH=/tablemate.
const appRoot = `${basePath}/`;

export default defineConfig({
	plugins: [
		// The messages' compiled functions are committed (scripts/messages.mjs); `npm run dev`
		// compiles them again when a message file changes. Builds and Vitest use them as committed
		// (Vitest runs beside eslint and svelte-check in `npm test`: no rewrite under their feet).
		{
			...paraglideVitePlugin(paraglideOptions),
			apply: (_config, env) => env.command === 'serve' && !process.env.VITEST
		},
		// Paraglide's plural, number and date formatters made once each, not at every call.
		paraglideRegistryMadeOnce(),
		sveltekit(),
		// `.wat` imports: WebAssembly kernels compiled from their text at build time.
		watPlugin(),
		// Each game's rules in each language is a file of its own name, for the service worker below.
		rulesTextChunkNames(),
		// What every screen loads first, in one file rather than dozens (scripts/shell-chunk.mjs).
		shellChunk(),
		// Each build's id, so `npm test` reuses a preview server only when it serves this build.
		buildIdPlugin(),
		// The web app manifest in every other language (scripts/manifests.mjs).
		localizedManifests(appRoot),
		SvelteKitPWA({
			// SvelteKit builds with relative paths; the worker must still be <app root>/sw.js from any
			// route, and control every page under the app's root.
			base: appRoot,
			scope: appRoot,
			// The precache's index.html entry is the app's root, which the offline fallback serves.
			kit: { base: appRoot },
			registerType: 'prompt',
			injectRegister: false,
			// The base language's manifest; scripts/manifests.mjs writes the others beside it.
			manifest: appManifest(MANIFEST_BASE_LANGUAGE, appRoot),
			workbox: {
				globPatterns: [
					'client/**/*.{js,css,ico,png,svg,webp,woff,woff2,webmanifest}',
					'prerendered/**/*.html'
				],
				// Each phone keeps the rules of its own language only (src/lib/rules/offline-cache.ts):
				// none are precached; the ones a phone reads are cached when they are first loaded.
				globIgnores: ['client/_app/immutable/chunks/rules-*.js'],
				runtimeCaching: [
					{
						// A RegExp, not a function: the worker is written out without this file's imports.
						urlPattern: RULES_TEXT_CHUNK,
						handler: 'CacheFirst',
						options: { cacheName: RULES_TEXT_CACHE, expiration: { maxEntries: 40 } }
					}
				],
				// Routes carry their state in the query string (/session?id=...): match the precached
				// shell whatever the parameters are.
				ignoreURLParametersMatching: [/.*/],
				navigateFallback: appRoot,
				maximumFileSizeToCacheInBytes: 5 * 1024 * 1024
			},
			devOptions: { enabled: false }
		})
	],
	worker: { format: 'es', plugins: () => [watPlugin(), paraglideRegistryMadeOnce()] },
	test: {
		include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'server/**/*.test.ts'],
		environment: 'node',
		setupFiles: ['src/test-setup.ts'],
		testTimeout: 30_000,
		// One worker per core: Vitest's default leaves a core to its main process, which on a 2-core
		// machine ran the suite in 72 s against 45 s with two (and 85 s against 75 s beside the
		// static checks, as npm test runs it).
		maxWorkers: availableParallelism(),
		// The timing reporter keeps each test's duration (see scripts/timings.mjs).
		reporters: ['default', './tests/timing/vitest-reporter.ts']
	}
});
