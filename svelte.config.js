import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';
import { basePath } from './scripts/base-path.mjs';

// The relay of shared tables this build may reach (see the README): the only address besides the
// app's own that the policy lets the page connect to.
const tableRelay = process.env.PUBLIC_TABLE_RELAY?.trim();

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	compilerOptions: { runes: true },
	kit: {
		// Every route is prerendered as an empty shell (ssr is off), so the service worker can
		// precache one HTML file per route; index.html is the fallback for anything else.
		adapter: adapter({ fallback: 'index.html' }),
		prerender: { handleHttpError: 'fail' },
		// '' at a domain's root, '/tablemate' under BASE_PATH=/tablemate (scripts/base-path.mjs).
		paths: { base: basePath },
		// The server (server/: the relay and `npm run serve`) is type-checked with the app.
		typescript: {
			config: (tsconfig) => {
				tsconfig.include.push('../server/**/*.mjs', '../server/**/*.ts');
			}
		},
		// Every page is prerendered, so SvelteKit writes this policy as a <meta http-equiv> with the
		// hash of its inline start-up script: no other inline script, no eval, nothing from another
		// origin. (frame-ancestors, report-uri and sandbox do not work in a meta tag.)
		csp: {
			mode: 'hash',
			directives: {
				'default-src': ['self'],
				// 'wasm-unsafe-eval' lets the page compile WebAssembly (the primality kernels, built
				// from their text in the repository), and nothing else: no eval of JavaScript.
				'script-src': ['self', 'wasm-unsafe-eval'],
				'style-src': ['self'],
				// Style attributes only, never <style> elements: SvelteKit's own route announcer is
				// hidden by one (without it, each page's title would show at the top of the screen).
				'style-src-attr': ['unsafe-inline'],
				'connect-src': tableRelay ? ['self', tableRelay] : ['self'],
				'img-src': ['self', 'data:', 'blob:'],
				'font-src': ['self'],
				'worker-src': ['self'],
				// No manifest-src: default-src covers the manifest, and WebKit (every iPhone browser)
				// does not know the directive and logs an error for it on every page.
				'object-src': ['none'],
				'base-uri': ['self'],
				'form-action': ['self']
			}
		}
	}
};

export default config;
