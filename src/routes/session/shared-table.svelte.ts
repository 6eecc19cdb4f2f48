/**
 * A game screen's shared table: the link to the relay (loaded only for a game that is or becomes
 * shared), the code and QR code the host shows, and the actions of the table's two places on the
 * screen: its head under the game's title (the way in: share, which player, who is online) and
 * its panel further down (phones, secret moves, entries not counted).
 */
import { resolve } from '$app/paths';
import { isViolation } from '$lib/core/engine';
import type { TableProblem } from '$lib/i18n/said';
import { TableRefusal, type TableSaid } from '$lib/core/shared-table/said';
import { secretMoveEvent } from '$lib/core/shared-table/secret';
import { db } from '$lib/db';
import { getSharedTable } from '$lib/db/shared-tables';
import { CHANGED_ELSEWHERE_FIRST, type SessionStore } from '$lib/state/session.svelte';
import { settings } from '$lib/state/settings.svelte';
import type { SharedTableLink } from '$lib/shared-table/link.svelte';

export class SharedTable {
	link = $state<SharedTableLink | null>(null);
	qr = $state<string | null>(null);
	showingCode = $state(false);
	/** Why the last action on the table did not happen, as data the screen words. */
	problem = $state.raw<TableProblem | null>(null);
	/** Why the player just chosen on this phone was not taken, said beside the choice. */
	choiceProblem = $state.raw<TableSaid | null>(null);
	busy = $state(false);
	#closed = false;

	constructor(readonly store: SessionStore) {}

	/** Follows the table when this game is shared already. */
	async open(): Promise<void> {
		// Storage that cannot be read now (a full disk, a closed database) is told by the game's
		// own screen, which offers Try again; the table waits for the game to open, not this.
		const row = await getSharedTable(db, this.store.id).catch(() => undefined);
		if (row && !this.#closed) await this.#follow();
	}

	close(): void {
		this.#closed = true;
		this.link?.destroy();
		this.link = null;
	}

	/** The sync code (and Yjs) loads only here, for a game that is or becomes shared. */
	async #follow(): Promise<void> {
		const store = this.store;
		const { SharedTableLink } = await import('$lib/shared-table/link.svelte');
		if (this.#closed) return;
		const current = new SharedTableLink(
			store.id,
			(elsewhere) => void store.reload(elsewhere),
			(label) => (store.author = label),
			async (event) => {
				// A conflict means the log changed under this entry (another phone's, merged just
				// before): the store has read the log again, so the entry is asked again against it,
				// and the rules decide on the game as it now is.
				const changedUnder = (r: typeof result) =>
					r.status === 'refused' && r.violation.reason === CHANGED_ELSEWHERE_FIRST;
				let result = await store.dispatch(event);
				for (let again = 0; changedUnder(result) && again < 3; again++)
					result = await store.dispatch(event);
				if (result.status === 'saved') return result.entry?.seq ?? 0;
				return result.status === 'refused'
					? result.violation
					: { kind: 'violation', reason: result.reason };
			}
		);
		this.link?.destroy();
		this.link = current;
		await current.start();
	}

	/**
	 * Shares the game (again, when the relay refused it before it was ever made): the code is
	 * shown once the relay has accepted the table, never before.
	 */
	async share(): Promise<void> {
		this.problem = null;
		await settings.load();
		const relay = settings.tableRelay;
		if (!relay) {
			this.problem = { code: 'table/no-relay' };
			return;
		}
		this.busy = true;
		try {
			const { shareSession } = await import('$lib/shared-table/link.svelte');
			await shareSession(this.store.id, relay);
			this.showingCode = false;
			this.qr = null;
			await this.#follow();
			this.showingCode = true;
			await this.drawCode();
		} catch (err) {
			this.problem =
				err instanceof TableRefusal
					? err.said
					: { code: 'table/share-failed', ...(err instanceof Error ? { error: err.message } : {}) };
		} finally {
			this.busy = false;
		}
	}

	/** Draws the QR code of the table's address, from the address alone: no request leaves the phone. */
	async drawCode(): Promise<void> {
		const row = this.link?.row;
		if (!row) return;
		const [{ joinAddress }, QRCode] = await Promise.all([
			import('$lib/shared-table/link.svelte'),
			import('qrcode')
		]);
		this.qr = await QRCode.toDataURL(
			joinAddress(location.origin + resolve('/join'), row.code, row.relay, row.hostPhone),
			{
				margin: 1,
				width: 240
			}
		);
	}

	async toggleCode(): Promise<void> {
		if (this.showingCode) {
			this.showingCode = false;
			return;
		}
		this.showingCode = true;
		await this.drawCode();
	}

	async remove(phone: string): Promise<void> {
		this.problem = (await this.link?.removePhone(phone)) ?? null;
		// The table has a new code: the one shown is redrawn.
		if (!this.problem && this.showingCode) await this.drawCode();
	}

	async choose(playerId: string): Promise<void> {
		this.choiceProblem = (await this.link?.choosePlayer(playerId)) ?? null;
	}

	/**
	 * Seals this phone's secret move once the rules take it, as far as this phone can know (the
	 * others' moves are still secret): a move they refuse is not sealed, and the reason is returned.
	 */
	async seal(move: unknown, player?: string): Promise<TableProblem | null> {
		const game = this.store.session?.game;
		if (!this.link || !game) return { code: 'table/opening' };
		return this.link.sealMine(
			move,
			(player) => {
				const checked = this.store.check(secretMoveEvent(game, player, move));
				return isViolation(checked) ? checked : null;
			},
			player
		);
	}
}
