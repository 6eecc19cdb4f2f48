/**
 * The WebAssembly kernels of the primality tests (prime64.wat below 2^64, primebig.wat above, up
 * to BIG_KERNEL_LIMBS limbs of 28 bits), instantiated once
 * when this module loads, or null where WebAssembly is missing or refused (an old engine, a
 * content security policy without 'wasm-unsafe-eval'); callers then run the JavaScript path,
 * which gives the same answers.
 *
 * An instance held at module level is not state in the sense the architecture forbids: it is made
 * once, never replaced, and answers from its arguments alone, whatever was asked of it before.
 * prime64.wat has no memory and no globals. primebig.wat reads its numbers from its memory, which
 * the caller fills just before each call (see primality.ts); a call is synchronous and reads only
 * what was written for it, so nothing from an earlier question can change a later answer.
 */
import prime64Bytes from './prime64.wat';
import primeBigBytes from './primebig.wat';

/** The exports of prime64.wat: 1 for a probable prime, else 0. n = hi·2^32 + lo. */
export interface Prime64Kernel {
	strongBaseTwo(hi: number, lo: number): number;
	strongLucas(hi: number, lo: number, q: number): number;
}

/** The exports of primebig.wat: 1 for a probable prime, else 0. See the slots in primebig.wat. */
export interface BigKernel {
	memory: WebAssembly.Memory;
	strongProbablePrime(limbs: number, baseTwo: number, top: number, s: number): number;
	strongLucas(limbs: number, q: number, top: number, s: number): number;
}

/** The most 28-bit limbs the big kernel takes (3,556 bits); larger numbers take the BigInt path. */
export const BIG_KERNEL_LIMBS = 127;

/**
 * A module this small (about 1 KB and 3.4 KB) may be compiled synchronously even on a browser's
 * main thread (Chromium refuses it there above 4 KB).
 */
function instantiate<T>(bytes: Uint8Array<ArrayBuffer>): T | null {
	try {
		if (typeof WebAssembly !== 'object') return null;
		return new WebAssembly.Instance(new WebAssembly.Module(bytes)).exports as unknown as T;
	} catch {
		return null;
	}
}

/** The 64-bit kernel, or null when this engine cannot run it. */
export const prime64Kernel: Prime64Kernel | null = instantiate<Prime64Kernel>(prime64Bytes);

/** The kernel for numbers above 2^64, or null when this engine cannot run it. */
export const bigKernel: BigKernel | null = instantiate<BigKernel>(primeBigBytes);
