/**
 * WebAssembly kernels are kept in the repository as text (`.wat`) and compiled when they are
 * imported, by wabt's `wat2wasm` (the WebAssembly project's own toolkit): no binary is committed.
 * `import bytes from './kernel.wat'` gives the module's bytes as a Uint8Array, the same way in every
 * tool that loads the code: Vite and Vitest (`watPlugin`), esbuild for the referee CLI
 * (`watEsbuildPlugin`) and Node under tsx for the benchmarks (`wat-hooks.mjs`).
 */
import { readFileSync } from 'node:fs';

/** @type {Promise<any> | undefined} */
let wabtReady;

/**
 * The bytes of the WebAssembly module written in `source` (text format); `name` names it in errors.
 * @param {string} source
 * @param {string} name
 * @returns {Promise<Uint8Array>}
 */
export async function compileWat(source, name) {
	wabtReady ??= import('wabt').then((m) => m.default());
	const wabt = await wabtReady;
	const parsed = wabt.parseWat(name, source);
	try {
		parsed.resolveNames();
		parsed.validate();
		return parsed.toBinary({ log: false, write_debug_names: false }).buffer;
	} finally {
		parsed.destroy();
	}
}

/**
 * An ES module exporting the bytes: base64 (a third longer than the bytes), decoded once on load.
 * @param {Uint8Array} bytes
 */
export function bytesModule(bytes) {
	const base64 = Buffer.from(bytes).toString('base64');
	return `export default Uint8Array.from(atob(${JSON.stringify(base64)}), (c) => c.charCodeAt(0));\n`;
}

/**
 * The JavaScript module for the `.wat` file at `path`.
 * @param {string} path
 */
export async function watModule(path) {
	return bytesModule(await compileWat(readFileSync(path, 'utf8'), path));
}

const WAT = /\.wat$/;

/**
 * The Vite plugin (also used by Vitest, and for workers through `worker.plugins`).
 * @returns {import('vite').Plugin}
 */
export function watPlugin() {
	return {
		name: 'tablemate-wat',
		async load(id) {
			const path = id.split('?')[0];
			if (!WAT.test(path)) return null;
			this.addWatchFile(path);
			return { code: await watModule(path), map: null };
		}
	};
}

/**
 * The esbuild plugin, for the referee CLI's bundle.
 * @type {import('esbuild').Plugin}
 */
export const watEsbuildPlugin = {
	name: 'tablemate-wat',
	setup(build) {
		build.onLoad({ filter: WAT }, async (args) => ({
			contents: await watModule(args.path),
			loader: 'js'
		}));
	}
};
