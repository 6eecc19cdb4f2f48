/**
 * Each game's screen, beside the session route. A screen loads only when a session of its game
 * opens, or a little before, when Home lists such a game (see preload.ts).
 */
import type { Component } from 'svelte';
import type { GameId } from '$lib/core/engine';
import type { SessionStore } from '$lib/state/session.svelte';

/** A game's screen: everything below the session's head, for the session's own game. */
export type GameScreen = Component<{ store: SessionStore }>;

const screens = import.meta.glob<{ default: GameScreen }>('./games/*/Session.svelte');

/** The screen of `game`, or undefined when this build has none. */
export async function loadScreen(game: GameId): Promise<GameScreen | undefined> {
	const load = screens[`./games/${game}/Session.svelte`];
	return load ? (await load()).default : undefined;
}
