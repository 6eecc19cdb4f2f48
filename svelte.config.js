import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	compilerOptions: { runes: true },
	kit: {
		// Every route is prerendered as an empty shell (ssr is off), so the service worker can
		// precache one HTML file per route; index.html is the fallback for anything else.
		adapter: adapter({ fallback: 'index.html' }),
		prerender: { handleHttpError: 'fail' }
	}
};

export default config;
