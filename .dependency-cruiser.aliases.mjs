/**
 * SvelteKit's `$lib` alias for dependency-cruiser (.dependency-cruiser.mjs), written as the
 * resolver options it reads. SvelteKit's own tsconfig paths live in `.svelte-kit/tsconfig.json`,
 * relative to that folder, which the resolver would read as relative to the project.
 */
import { join } from 'node:path';

export default { resolve: { alias: { $lib: join(import.meta.dirname, 'src/lib') } } };
