/**
 * Bytes as base64 text and back: what phones send each other (sealed secrets, signatures) and the
 * photos a backup holds. Standard base64 is `btoa`/`atob`, which pages, workers and Node all have
 * (lib0's standard base64 takes Node's `Buffer` wherever there is no document, so it fails in a
 * worker, where backups are read); the URL-safe form is lib0's (the Yjs utilities the shared table
 * already loads). Text from elsewhere is untrusted: it is checked against the alphabet first.
 */

import { fromBase64UrlEncoded, toBase64UrlEncoded } from 'lib0/buffer';

/**
 * The alphabet with at most two "=" at its end: with a length of whole groups of four, that is
 * what `base64Of` writes. (A pattern of groups of four overflows the stack on a photo's megabytes
 * of text; this one is a single loop.)
 */
const base64Text = /^[A-Za-z0-9+/]*={0,2}$/;
/** The URL-safe alphabet without padding, any length a whole number of bytes can have. */
const base64UrlText = /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/;
/** Bytes turned into text this many at a time (`String.fromCharCode` takes them as arguments). */
const CHUNK = 0x8000;

/** Standard base64 ("+", "/", padded). */
export function base64Of(bytes: Uint8Array): string {
	let binary = '';
	for (let i = 0; i < bytes.length; i += CHUNK)
		binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
	return btoa(binary);
}

/** The bytes of standard base64 text; null for text that is not base64. */
export function bytesOfBase64(text: string): Uint8Array<ArrayBuffer> | null {
	if (text.length % 4 !== 0 || !base64Text.test(text)) return null;
	const binary = atob(text);
	const bytes = new Uint8Array(binary.length);
	for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
	return bytes;
}

/** URL-safe base64 ("-", "_", no padding), as JWK coordinates and signatures are written. */
export function base64UrlOf(bytes: Uint8Array): string {
	return toBase64UrlEncoded(bytes);
}

/** The bytes of URL-safe base64 text; null for text that is not URL-safe base64. */
export function bytesOfBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
	return base64UrlText.test(text) ? fromBase64UrlEncoded(text) : null;
}
