/**
 * The connection of one shared document to the relay (y-websocket's provider): how it reconnects,
 * who is online by the presence each phone sets, and the browser's own word that the network went
 * or came back. What the link shows of it is the link's (link.svelte.ts).
 */
import type * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import { reconnectsAfter } from '$lib/core/shared-table/relay-close';
import type { SharedTableRow } from '$lib/db';

/** A connection to the relay, and the function that stops watching the browser's network. */
export interface RelayConnection {
	provider: WebsocketProvider;
	stopWatching: () => void;
}

/**
 * Connects `doc` to the relay of `row` under its code (the host's phone may open the room), sets
 * this phone's id as its presence, and disconnects at once when the browser says the network is
 * gone (`wentOffline`), connecting again when it is back, unless `mayReconnect` says no.
 */
export function connectToRelay(
	row: Pick<SharedTableRow, 'relay' | 'code' | 'host' | 'phone'>,
	doc: Y.Doc,
	wentOffline: () => void,
	mayReconnect: () => boolean
): RelayConnection {
	const provider = new WebsocketProvider(row.relay, 'table', doc, {
		params: { table: row.code, ...(row.host ? { create: '1' } : {}) },
		disableBc: true,
		maxBackoffTime: 2000,
		// A flood refusal passes; every other refusal of the relay is for good.
		shouldReconnect: (event) => reconnectsAfter(event.code)
	});
	// Who is online now: each phone says its id through the provider's presence (awareness),
	// which the relay passes on and drops when the phone goes.
	provider.awareness.setLocalStateField('phone', row.phone);
	// A phone that loses its network stops at once rather than when a message times out, and
	// comes back as soon as the network does.
	const offline = () => {
		provider.disconnect();
		wentOffline();
	};
	const online = () => {
		if (mayReconnect()) provider.connect();
	};
	window.addEventListener('offline', offline);
	window.addEventListener('online', online);
	const stopWatching = () => {
		window.removeEventListener('offline', offline);
		window.removeEventListener('online', online);
	};
	if (!navigator.onLine) offline();
	return { provider, stopWatching };
}

/** The phones whose presence the relay passes on, by id, this one (`me`) first. */
export function onlinePhones(
	states: Iterable<Record<string, unknown>>,
	me: string | null
): string[] {
	// A plain list: read once per change of presence and never shown as it is.
	const ids: string[] = me ? [me] : [];
	for (const state of states) {
		const phone = state.phone;
		if (typeof phone === 'string' && !ids.includes(phone)) ids.push(phone);
	}
	return ids;
}
