/**
 * Bytes as base64 text and back, for what phones send each other (sealed secrets, signatures).
 * The encoding is lib0's (the Yjs utilities the shared table already loads), so the app has one
 * base64. Text from another phone is untrusted: it is checked against the alphabet first, as
 * lib0 decodes with Node's `Buffer` in tests, which skips characters it does not know instead of
 * refusing them. lib0 chooses `btoa`/`atob` where there is a document: these run on the page,
 * not in a worker.
 */

import { fromBase64, fromBase64UrlEncoded, toBase64, toBase64UrlEncoded } from 'lib0/buffer';

/** Whole groups of four, the last one padded with "=": what `toBase64` writes. */
const base64Text = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
/** The URL-safe alphabet without padding, any length a whole number of bytes can have. */
const base64UrlText = /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/;

/** Standard base64 ("+", "/", padded). */
export function base64Of(bytes: Uint8Array): string {
	return toBase64(bytes);
}

/** The bytes of standard base64 text; null for text that is not base64. */
export function bytesOfBase64(text: string): Uint8Array<ArrayBuffer> | null {
	return base64Text.test(text) ? fromBase64(text) : null;
}

/** URL-safe base64 ("-", "_", no padding), as JWK coordinates and signatures are written. */
export function base64UrlOf(bytes: Uint8Array): string {
	return toBase64UrlEncoded(bytes);
}

/** The bytes of URL-safe base64 text; null for text that is not URL-safe base64. */
export function bytesOfBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
	return base64UrlText.test(text) ? fromBase64UrlEncoded(text) : null;
}
