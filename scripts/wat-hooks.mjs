/**
 * Node module hooks that load a `.wat` file as a module of its bytes (see wat.mjs), for code run
 * by tsx outside Vite (the benchmarks). Registered by wat-register.mjs.
 */
import { fileURLToPath } from 'node:url';
import { watModule } from './wat.mjs';

export async function load(url, context, nextLoad) {
	if (!url.startsWith('file:') || !url.split('?')[0].endsWith('.wat'))
		return nextLoad(url, context);
	return { format: 'module', source: await watModule(fileURLToPath(url)), shortCircuit: true };
}
