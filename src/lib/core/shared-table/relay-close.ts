/**
 * What a phone tells its player when the relay closes the connection with one of its own codes
 * (4000–4999 are for applications; the relay, server/relay-messages.mjs, sends them). The sentences are the
 * app's own: the close frame's reason comes from the relay, which the phone does not trust to
 * word what it shows.
 */
import type { TableSaid } from './said';

/**
 * The relay's close codes, as agreed with server/relay-messages.mjs (`CLOSE`; the relay is plain
 * Node, so it keeps its own copy, and a test holds the two together).
 */
export const RELAY_CLOSE = {
	malformed: 4400,
	removed: 4403,
	unknownTable: 4404,
	expiredTable: 4410,
	tooLarge: 4413,
	tooMany: 4429,
	originRefused: 4451,
	tooManyCreated: 4452,
	relayFull: 4453
} as const;

/** Why a phone cannot reach the relay at all (no close code of the relay's own). */
export const UNREACHABLE: TableSaid = { code: 'table/unreachable' };

/** The relay's codes the app words itself (src/lib/i18n/table.ts); any other 4000–4999 code is shown with the relay's text. */
export const KNOWN_CLOSES: readonly number[] = [...new Set(Object.values(RELAY_CLOSE))];

/**
 * Whether the phone should connect again after the relay closed with `code`: the relay's own
 * refusals (4400–4499) are for good, except a flood, which passes.
 */
export function reconnectsAfter(code: number): boolean {
	return code < 4400 || code >= 4500 || code === RELAY_CLOSE.tooMany;
}

/**
 * What to tell the player of a close with `code` (and the relay's own `text` with it), as data,
 * or null when the code is not one of the relay's (a dropped connection): the caller then says
 * the relay cannot be reached. The relay's text is kept only for a code the app does not know.
 */
export function relayRefusal(code: number, text?: string): TableSaid | null {
	if (KNOWN_CLOSES.includes(code)) return { code: 'table/relay-closed', close: code };
	if (code >= 4000 && code < 5000) {
		const shown = text?.trim().slice(0, 200);
		return { code: 'table/relay-closed', close: code, ...(shown ? { text: shown } : {}) };
	}
	return null;
}
