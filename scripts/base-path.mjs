/**
 * The path the app is served under, from BASE_PATH at build time: '' for a domain's root, or a
 * path such as '/tablemate' for a project page on a static host. svelte.config.js gives it to
 * SvelteKit (links, assets); vite.config.ts puts the service worker's scope, the manifest's
 * start_url and scope, and its icons under it. How it is read lives in server/base-path.mjs,
 * since `npm run serve` reads it too.
 */
import { readBasePath } from '../server/base-path.mjs';

export { readBasePath };

/** This build's base path. */
export const basePath = readBasePath(process.env.BASE_PATH);
