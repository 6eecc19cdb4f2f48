// A WebAssembly text module, compiled when imported (scripts/wat.mjs): its bytes.
declare module '*.wat' {
	const bytes: Uint8Array<ArrayBuffer>;
	export default bytes;
}
