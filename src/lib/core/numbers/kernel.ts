/**
 * The WebAssembly kernels of the primality tests (prime64.wat below 2^64), instantiated once
 * when this module loads, or null where WebAssembly is missing or refused (an old engine, a
 * content security policy without 'wasm-unsafe-eval'); callers then run the JavaScript path,
 * which gives the same answers.
 *
 * An instance held at module level is not state in the sense the architecture forbids: it is made
 * once, never replaced, and prime64.wat has no memory and no globals, so each of its functions
 * answers from its arguments alone, whatever was asked of it before.
 */
import prime64Bytes from './prime64.wat';

/** The exports of prime64.wat: 1 for a probable prime, else 0. n = hi·2^32 + lo. */
export interface Prime64Kernel {
	strongBaseTwo(hi: number, lo: number): number;
	strongLucas(hi: number, lo: number, q: number): number;
}

/**
 * A module this small (about 1 KB) may be compiled synchronously even on a browser's main thread
 * (Chromium refuses it there above 4 KB).
 */
function instantiate<T>(bytes: Uint8Array): T | null {
	try {
		if (typeof WebAssembly !== 'object') return null;
		return new WebAssembly.Instance(new WebAssembly.Module(bytes)).exports as unknown as T;
	} catch {
		return null;
	}
}

/** The 64-bit kernel, or null when this engine cannot run it. */
export const prime64Kernel: Prime64Kernel | null = instantiate<Prime64Kernel>(prime64Bytes);
