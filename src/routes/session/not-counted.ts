/**
 * What an entry a shared table did not count was, in the reader's language: worded from the
 * entry itself (i18n/history.ts `sayEntry`), as the history says it. A row kept by an older build
 * has no entry, only the English words it was given then: those show as they are.
 */
import type { GameEvent } from '$lib/core/engine';
import { sayEntry } from '$lib/i18n/history';
import type { SessionStore } from '$lib/state/session.svelte';

export function notCountedWhat(
	row: { what?: string; event?: GameEvent },
	store: Pick<SessionStore, 'session' | 'seats' | 'game'>
): string {
	if (!row.event) return row.what ?? '';
	const own = (event: GameEvent) => store.game?.describeEvent?.(event, store.seats);
	return sayEntry(store.session?.game, row.event, store.seats, own);
}
