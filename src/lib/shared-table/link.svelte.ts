/**
 * The shared table in the browser: a Yjs document per shared game, carried by the relay
 * (y-websocket's provider), kept whole on this phone in Dexie (the table row), and projected into
 * the session's ordinary event log, which every screen reads as before.
 *
 * This module (and Yjs with it) is loaded with a dynamic import only when a game is shared or
 * joined, so no other screen carries it.
 *
 * This class keeps the runes the screens show and the order of things; each job lives beside it:
 * what the document holds, and how it is read, in document.ts; who is at the table in
 * membership.ts; one sync of the log in shared-log.ts (and its pure steps in sync.ts); the
 * rounds of secret moves in secret-step.ts (and their rules in secret-rounds.ts); the relay in
 * relay.ts; sharing and joining in join.ts.
 *
 * The document is untrusted: any phone with the code can write anything into it. Whatever is read
 * from it is checked (core/shared-table/schema.ts) and verified (core/shared-table/trust.ts); this phone keeps
 * every verified entry it has seen in its own table row and shares again any that vanish.
 */
import { liveQuery, type Subscription } from 'dexie';
import type { PhoneRef } from '$lib/core/shared-table/said';
import * as Y from 'yjs';
import type { WebsocketProvider } from 'y-websocket';
import type { GameEvent, RuleViolation } from '$lib/core/engine';
import { codeFromBytes } from '$lib/core/shared-table/codes';
import type { SharedEntry } from '$lib/core/shared-table/merge';
import { relayRefusal, UNREACHABLE } from '$lib/core/shared-table/relay-close';
import type { TableSaid } from '$lib/core/shared-table/said';
import { m } from '$lib/paraglide/messages';
import {
	MOVE,
	NO_PHONES,
	REMOVAL,
	missingNotice,
	newVerified,
	openedSecrets,
	refusedNotice,
	signRecord,
	signSealed,
	signSecretRound,
	verifiedSecrets,
	type PhoneRecord,
	type SecretOutcome,
	type SignedSecretRound
} from '$lib/core/shared-table/trust';
import { newPhoneKeys, sealMove } from '$lib/core/shared-table/secret';
import { db, loadEvents, newId, type SessionRow, type SharedTableRow } from '$lib/db';
import { storageErrorMessage } from '$lib/i18n/storage';
import { getSharedTable, updateSharedTable } from '$lib/db/shared-tables';
import { loadGame, type GameModule } from '$lib/games/registry';
import { sharedTableAlerts } from './alerts.svelte';
import { connectToRelay, onlinePhones } from './relay';
import { newlyNotCounted, phoneLabel } from './sync';
import { lostSealed, sealProblem, slotOf, type SecretRound } from './secret-rounds';
import { publishOwnKeys, readRound, recordReveal } from './secret-step';
import { followMerge, readSharedEntries, shareOwnEntries } from './shared-log';
import { docOf, partsOf, watchDeletedEntries } from './document';
import {
	movedCode,
	phoneRecord,
	readMembership,
	sealCodeToStaying,
	seatLostNotice,
	type SharedTableMove,
	type SharedTablePhone
} from './membership';

export type { SharedTablePhone } from './membership';
export type { SecretRound } from './secret-rounds';

/** Said on a phone that follows a table shared by an older build, whose entries are not signed. */
const UNSIGNED_TABLE: TableSaid = { code: 'table/unsigned' };
const OPENING: TableSaid = { code: 'table/opening' };

/** The address a phone opens to join (core/shared-table/codes.ts), for the screens that draw it. */
export { joinAddress } from '$lib/core/shared-table/codes';

export { joinTable, shareSession } from './join';

/**
 * A shared game while its screen is open: keeps the document in step with the relay and the
 * session's log in step with the document. `changed` is called after the log was rewritten (an
 * entry from another phone landed before this phone's own), so the screen folds it again.
 */
export class SharedTableLink {
	status = $state<'connecting' | 'online' | 'offline' | 'refused' | 'left'>('connecting');
	/** Why the phone is not syncing, as data for the screen to word (null while all is well). */
	problem = $state.raw<TableSaid | null>(null);
	phones = $state.raw<SharedTablePhone[]>([]);
	conflicts = $state.raw<SharedTableRow['conflicts']>([]);
	row = $state.raw<SharedTableRow | null>(null);
	/**
	 * True once the relay has accepted this table (its host's first sync, or any phone that
	 * joined through it): only then is its code worth showing.
	 */
	accepted = $state(false);
	/** The phones connected to the relay right now (by their id at the table), this one included. */
	online = $state.raw<string[]>([]);
	/** The round of secret moves under way or last revealed, and whose moves are sealed. */
	secret = $state.raw<{
		round: SecretRound;
		sealed: string[];
		mine: boolean;
		outcome?: SecretOutcome;
	} | null>(null);
	/** Said when another phone chose this phone's player first (core/shared-table/trust.ts `seatTaken`). */
	seatTaken = $state.raw<TableSaid | null>(null);
	/**
	 * Said when entries this phone had vanished from the shared table (another phone deleted or
	 * replaced them): they are kept here and shared again. Null while none did.
	 */
	tampered = $state.raw<TableSaid | null>(null);
	/** Said when the shared table holds entries no phone signed as written (null while none). */
	unverified = $state.raw<TableSaid | null>(null);
	/**
	 * Said when the round of secret moves holds a sealed move or key that does not verify, or
	 * comes from a phone that may not send it: it is ignored (null while none).
	 */
	ignoredSecrets = $state.raw<TableSaid[] | null>(null);

	/** Each entry's `id|sig` once its signature verified: checked once per screen, not per merge. */
	#verified = newVerified();
	/** The phones whose own signed record is in `phones`, and the removals the host signed. */
	#members: ReadonlyMap<string, PhoneRecord> = NO_PHONES;
	#removals: Record<string, number> = {};
	/** Which phone plays each player, by the seat rule (core/shared-table/trust.ts `seatHolders`). */
	#seats: Record<string, string> = {};
	/** The last round of secret moves that verified on this screen: shared again if replaced. */
	#lastRound: SignedSecretRound | null = null;
	/** What came of each revealed round, as this phone worked it out (by round id). */
	#outcomes: Record<string, SecretOutcome> = {};
	/**
	 * Ids of entries another phone deleted from the document since the last merge, seen as they
	 * went: another honest phone may share them again before this one merges, and this phone's
	 * player is told all the same.
	 */
	#vanished: string[] = [];

	#doc: Y.Doc | null = null;
	#provider: WebsocketProvider | null = null;
	#game: GameModule | null = null;
	#subscription: Subscription | null = null;
	#queue: Promise<void> = Promise.resolve();
	#again = false;
	#running = false;
	#closed = false;
	#stopWatching = () => {};

	constructor(
		readonly sessionId: string,
		private readonly changed: (elsewhere: boolean) => void,
		/** Tells the session store whose entries this phone makes, in words. */
		private readonly authorIs: (by: PhoneRef) => void = () => {},
		/**
		 * Records an entry as this phone's (the session store's dispatch): the log position it
		 * was written at, or null when it was not.
		 */
		private readonly record: (event: GameEvent) => Promise<number | RuleViolation> = async () => ({
			kind: 'violation',
			reason: 'This phone cannot record entries here.',
			said: { code: 'table/cannot-record' }
		})
	) {}

	/** Opens the stored copy, starts following the relay and the log. */
	async start(): Promise<void> {
		const row = await getSharedTable(db, this.sessionId);
		if (!row || this.#closed) return;
		this.row = row;
		this.accepted = !row.host || row.accepted === true;
		this.conflicts = row.conflicts;
		const doc = docOf(row);
		this.#doc = doc;
		const session = await db.sessions.get(this.sessionId);
		if (!session) return;
		this.#game = await loadGame(session.game);
		await this.#readPhones();
		doc.on('update', (_update: Uint8Array, origin: unknown) => {
			if (origin !== 'local') this.#schedule();
		});
		// This phone never deletes an entry: every deletion is another phone's.
		watchDeletedEntries(doc, (ids) => this.#vanished.push(...ids));
		if (row.left) {
			this.status = 'left';
			return;
		}
		if (!row.signing || !row.hostPhone) {
			this.status = 'refused';
			this.problem = UNSIGNED_TABLE;
			return;
		}
		// Removed while away (or back through the old code): it stops before it connects.
		if (this.#removals[row.phone] !== undefined) {
			await this.leave('removed');
			return;
		}
		await this.#publishKey(row);
		this.#connect(row);
		// A write on this phone lands in the log first; it is shared from there.
		this.#subscription = liveQuery(() =>
			db.events.where('sessionId').equals(this.sessionId).count()
		).subscribe({ next: () => this.#schedule() });
		this.#schedule();
	}

	/**
	 * Makes this phone's key pair once and publishes its public half at the table, so the host
	 * can seal a new code to it if the table moves.
	 */
	async #publishKey(row: SharedTableRow): Promise<void> {
		const doc = this.#doc!;
		let keys = row.phoneKeys;
		if (!keys) {
			keys = await newPhoneKeys();
			await updateSharedTable(db, this.sessionId, { phoneKeys: keys });
			this.row = { ...row, phoneKeys: keys };
		}
		// Signed by this phone: no other can publish a key or a player in its name. Published
		// again if another phone deleted it.
		const mine = this.#members.get(row.phone);
		if (!mine?.publicKey && row.signing) {
			const record = await phoneRecord(row.signing, this.sessionId, row.phone, mine, {
				playerId: mine?.playerId ?? row.playerId,
				publicKey: keys.publicKey
			});
			partsOf(doc).phones.set(row.phone, record);
		}
	}

	#connect(row: SharedTableRow): void {
		const { provider, stopWatching } = connectToRelay(
			row,
			this.#doc!,
			() => {
				this.status = 'offline';
			},
			() => this.status !== 'refused' && this.status !== 'left'
		);
		this.#provider = provider;
		this.#stopWatching = stopWatching;
		// A provider left behind when the table moved to a new code says nothing any more.
		const current = () => this.#provider === provider;
		provider.on('status', ({ status }) => {
			if (!current() || this.status === 'refused' || this.status === 'left') return;
			this.status =
				status === 'connected' ? 'online' : status === 'connecting' ? 'connecting' : 'offline';
			this.problem = status === 'connected' ? null : this.problem;
			this.#readOnline(provider);
		});
		provider.on('sync', (synced) => {
			if (!synced || !current() || this.accepted) return;
			this.accepted = true;
			void updateSharedTable(db, this.sessionId, { accepted: true });
		});
		provider.on('connection-error', () => {
			if (current() && this.status !== 'refused') this.problem = UNREACHABLE;
		});
		// The relay's own refusals are worded by this phone, from their code (a flood's is passing).
		provider.on('connection-close', (event) => {
			if (current() && event && this.status !== 'refused')
				this.problem = relayRefusal(event.code, event.reason) ?? this.problem;
		});
		provider.on('closed', (event) => {
			if (!current()) return;
			this.status = 'refused';
			this.problem = relayRefusal(event.code, event.reason) ?? UNREACHABLE;
			this.#readOnline(provider);
		});
		provider.awareness.on('change', () => {
			if (current()) this.#readOnline(provider);
		});
	}

	#readOnline(provider: WebsocketProvider): void {
		this.online =
			this.status === 'online'
				? onlinePhones(
						provider.awareness.getStates().values() as Iterable<Record<string, unknown>>,
						this.row?.phone ?? null
					)
				: [];
	}

	/**
	 * Reads the table's phones and removals, keeping only what verifies: each phone's record as
	 * signed by itself, each removal as signed by the host this phone knows.
	 */
	async #readPhones(): Promise<void> {
		const doc = this.#doc;
		const row = this.row;
		if (!doc || !row?.hostPhone) return;
		const membership = await readMembership(this.sessionId, doc, row.phone, row.hostPhone);
		this.#members = membership.members;
		this.#removals = membership.removals;
		this.#seats = membership.seats;
		this.phones = membership.phones;
		const name = membership.seatLost
			? (await db.sessions.get(this.sessionId))?.players.find((p) => p.id === membership.seatLost)
					?.name
			: undefined;
		this.seatTaken = seatLostNotice(membership, name);
	}

	/** Whether this phone is in step with the relay now: what its next entries say of it. */
	#inStep(): boolean {
		return this.status === 'online' && this.#provider?.synced === true;
	}

	#schedule(): void {
		if (this.#running) {
			this.#again = true;
			return;
		}
		this.#running = true;
		this.#queue = this.#queue.then(async () => {
			do {
				this.#again = false;
				try {
					await this.#sync();
				} catch (err) {
					this.problem = { code: 'table/keep-up', error: storageErrorMessage(err) };
				}
			} while (this.#again && !this.#closed);
			this.#running = false;
		});
	}

	/**
	 * Shares this phone's new entries (signed), reads the document's (verified), keeps the union
	 * of those and every entry this phone had, merges, and makes the log follow the merged one.
	 */
	async #sync(): Promise<void> {
		const doc = this.#doc;
		const game = this.#game;
		if (!doc || !game || this.#closed) return;
		for (let attempt = 0; attempt < 5; attempt++) {
			const row = await getSharedTable(db, this.sessionId);
			const session = await db.sessions.get(this.sessionId);
			if (!row || !session || !row.signing) return;
			this.row = row;
			await this.#readPhones();
			if (this.#removals[row.phone] !== undefined && !row.left) {
				await this.leave('removed');
				return;
			}
			if (!row.left) {
				await this.#followMove(row);
				await this.#publishKey(row);
			}
			const rows = await loadEvents(this.sessionId);
			const by = phoneLabel(row, session);
			this.authorIs(by);
			const online = this.#inStep();
			const { known, mine } = await shareOwnEntries(doc, row.signing, row, rows, { online, by });
			// The document is untrusted: only what verifies is taken, and nothing this phone had
			// is dropped because the document lost it. What vanished is shared again and said.
			const takeVanished = () => this.#vanished.splice(0);
			const left = !!row.left;
			const read = await readSharedEntries(
				doc,
				this.sessionId,
				mine,
				this.#verified,
				takeVanished,
				left
			);
			if (read.gone.length && !left) this.tampered = missingNotice(read.gone);
			this.unverified = refusedNotice(read.refused);
			sharedTableAlerts.set(this.sessionId, {
				tampered: this.tampered,
				unverified: this.unverified
			});
			const log = { rows, known };
			const followed = await followMerge(doc, game, session, read.entries, this.#removals, log);
			if (followed === 'conflict') continue;
			if (!followed) return;
			this.#announceNotCounted(followed.conflicts);
			// Appended entries reach the screen as any other tab's do; a rewritten log is read again.
			if (followed.rewritten) this.changed(true);
			await this.#secretStep(row, session, followed.counted);
			return;
		}
	}

	/**
	 * Lists what the merge did not count; what is new to this screen is announced at the game
	 * itself (table-alerts), not only in the table panel's list.
	 */
	#announceNotCounted(conflicts: SharedTableRow['conflicts']): void {
		const added = newlyNotCounted(this.conflicts, conflicts);
		if (added.length)
			sharedTableAlerts.set(this.sessionId, {
				notCounted: [...sharedTableAlerts.of(this.sessionId).notCounted, ...added]
			});
		this.conflicts = conflicts;
	}

	/**
	 * Moves the round of secret moves on: once every player's move is sealed, this phone publishes
	 * its own keys; once every key is out, this phone (any phone: the reveal waits for none in
	 * particular) opens them all, checks each against its commitment and its phone, and records
	 * the moves (or tells the table why not). Several phones may record the same reveal at once:
	 * each entry carries the round (`SharedEntry.reveal`), and the merge counts it once.
	 */
	async #secretStep(
		row: SharedTableRow,
		session: SessionRow,
		counted: readonly SharedEntry[]
	): Promise<void> {
		const doc = this.#doc!;
		const current = await this.#readRound(row, session);
		if (!current) return;
		const { round, host } = current;
		const { sealed: sealedMap, keys } = partsOf(doc);
		const nameOf = (player: string) =>
			session.players.find((p) => p.id === player)?.name ?? m.tb_a_player();
		// Each player's moves come from the phone that holds their seat; a player with no phone of
		// their own has theirs sealed on the host's.
		const phoneOf = this.#seats;
		const raw = { sealed: (s: string) => sealedMap.get(s), keys: (s: string) => keys.get(s) };
		const read = () => verifiedSecrets(this.sessionId, round, raw, phoneOf, host, nameOf);
		let secrets = await read();
		let outcome = this.#outcomes[round.id] ?? row.secretOutcomes?.[round.id];
		// This phone's own sealed moves, shared again where another phone deleted or replaced them.
		const lost = lostSealed(row, round, secrets.sealed, phoneOf, host);
		if (lost.length && !outcome) {
			doc.transact(() => {
				for (const [s, box] of lost) sealedMap.set(s, box);
			}, 'local');
			secrets = await read();
		}
		const sealed = round.players.filter((p) => secrets.sealed[p] !== undefined);
		const show = () => {
			const ignored = [...current.ignored, ...secrets.ignored];
			this.#sayIgnoredSecrets(ignored.length ? ignored : null);
			this.secret = {
				round: { id: round.id, players: round.players },
				sealed,
				mine: row.playerId !== null && secrets.sealed[row.playerId]?.phone === row.phone,
				...(outcome ? { outcome } : {})
			};
		};
		show();
		if (outcome || sealed.length < round.players.length) return;
		// Every move is sealed: this phone publishes the keys of its own, signed.
		if (await publishOwnKeys(row, this.sessionId, round, secrets.sealed, secrets.keys, keys))
			secrets = await read();
		// The outcome is worked out here from the verified moves and keys alone: what another
		// phone wrote of it is never read.
		const opened = await openedSecrets(round.players, secrets.sealed, secrets.keys, nameOf);
		if (!opened) return;
		const record = (event: GameEvent) => this.record(event);
		outcome = await recordReveal(this.sessionId, session, round.id, opened, counted, record);
		this.#outcomes = { ...this.#outcomes, [round.id]: outcome };
		// Kept with the table: a phone opened again never records a round it saw refused, even
		// once the game has moved on so that the rules would take it.
		await updateSharedTable(db, this.sessionId, { secretOutcomes: { [round.id]: outcome } });
		show();
	}

	/**
	 * The round of secret moves under way, as it verifies (a round counts when a phone at the
	 * table, not removed, opened and signed it), with what was ignored and the host's phone; with
	 * none, says so and what was ignored.
	 */
	async #readRound(
		row: SharedTableRow,
		session: SessionRow
	): Promise<{ round: SignedSecretRound; ignored: TableSaid[]; host: string } | null> {
		const host = row.hostPhone;
		if (!row.signing || !host) {
			this.secret = null;
			this.#sayIgnoredSecrets(null);
			return null;
		}
		const mayOpen = (phone: string) =>
			(phone === host || this.#members.has(phone)) && this.#removals[phone] === undefined;
		const players = session.players.map((p) => p.id);
		const last = this.#lastRound;
		const current = await readRound(this.sessionId, this.#doc!, mayOpen, players, last, !!row.left);
		if (!current.round) {
			this.secret = null;
			this.#sayIgnoredSecrets(current.ignored.length ? current.ignored : null);
			return null;
		}
		this.#lastRound = current.round;
		return { round: current.round, ignored: current.ignored, host };
	}

	#sayIgnoredSecrets(notice: TableSaid[] | null): void {
		if (JSON.stringify(notice) === JSON.stringify(this.ignoredSecrets)) return;
		this.ignoredSecrets = notice;
		sharedTableAlerts.set(this.sessionId, { secrets: notice });
	}

	/**
	 * Opens a round of secret moves for `players` (their ids, in seat order), signed by this phone:
	 * every phone takes a round only from a phone at the table. Null once it is shared, else why not.
	 */
	async openSecretRound(players: string[]): Promise<TableSaid | null> {
		const doc = this.#doc;
		const row = this.row;
		if (!doc || !row) return OPENING;
		if (!row.signing) return UNSIGNED_TABLE;
		const round = await signSecretRound(row.signing, this.sessionId, {
			id: newId(),
			players,
			phone: row.phone
		});
		this.#lastRound = round;
		doc.transact(() => partsOf(doc).secret.set('current', round), 'local');
		this.#schedule();
		return null;
	}

	/**
	 * Seals this phone's player's move for the round under way (or, on the host's phone, the move
	 * of a player with no phone of their own, typed by that player): the ciphertext and commitment go
	 * to the table, the key (drawn for this move alone) stays on this phone until every move is
	 * in. `check` is the rules' word on the move, as far as this phone can know: a move it refuses
	 * is not sealed, and its reason is returned.
	 */
	async sealMine(
		move: unknown,
		check: (player: string) => RuleViolation | null = () => null,
		/** Another player than this phone's: on the host's phone, one with no phone of their own. */
		player?: string
	): Promise<TableSaid | RuleViolation | null> {
		const doc = this.#doc;
		const row = await getSharedTable(db, this.sessionId);
		// Only a round that verified on this phone, and is not revealed yet, takes moves.
		const round = this.secret?.outcome ? undefined : this.secret?.round;
		if (!doc || !row || !round) return { code: 'table/no-round' };
		const sealing = player ?? row.playerId;
		const problem = sealProblem(row, round, sealing, this.phones, this.secret?.mine === true);
		if (problem || !sealing) return problem;
		const slot = slotOf(round.id, sealing);
		if (!row.signing) return UNSIGNED_TABLE;
		const refusal = check(sealing);
		if (refusal) return refusal;
		const made = await sealMove(move, sealing, row.phone);
		if ('problem' in made) return made.problem;
		const sealed = await signSealed(row.signing, this.sessionId, round.id, made.sealed);
		// The key is stored first: a phone that sealed a move can always reveal it; the signed
		// move too, so it is shared again if another phone deletes or replaces it.
		await updateSharedTable(db, this.sessionId, {
			secretKeys: { ...row.secretKeys, [slot]: made.key },
			secretSealed: { ...row.secretSealed, [slot]: sealed }
		});
		partsOf(doc).sealed.set(slot, sealed);
		return null;
	}

	/** Says which player this phone is. Refused when another phone plays them already. */
	async choosePlayer(playerId: string): Promise<TableSaid | null> {
		const doc = this.#doc;
		const row = this.row;
		if (!doc || !row) return OPENING;
		const taken = this.phones.find((p) => p.playerId === playerId && !p.me);
		if (taken) return { code: 'table/seat-played' };
		if (!row.signing) return UNSIGNED_TABLE;
		const mine = this.#members.get(row.phone);
		// When it chose: the seat rule gives a player chosen on two phones to the first.
		const claimed = mine?.playerId === playerId && mine.claimed ? mine.claimed : Date.now();
		const record = await phoneRecord(row.signing, this.sessionId, row.phone, mine, {
			playerId,
			claimed
		});
		partsOf(doc).phones.set(row.phone, record);
		await updateSharedTable(db, this.sessionId, { playerId, doc: Y.encodeStateAsUpdate(doc) });
		this.row = { ...row, playerId };
		await this.#readPhones();
		return null;
	}

	/**
	 * The host takes a phone off the table; that phone keeps its copy and stops syncing. The
	 * relay knows no phone apart (the code is the only way in), so the table moves: the host makes
	 * a new code, opens the new room on the relay, seals the code to each phone that stays (to its
	 * published public key), and announces both in the document. The removed phone, and anyone
	 * who knows only the old code, stay in the old room, where nothing is written any more.
	 * Returns why it could not be done, or null.
	 */
	async removePhone(phone: string): Promise<TableSaid | null> {
		const doc = this.#doc;
		const row = await getSharedTable(db, this.sessionId);
		if (!row?.host || !doc || !row.phoneKeys || !row.signing || this.status === 'left') return null;
		if (this.status !== 'online') return { code: 'table/remove-offline' };
		const code = codeFromBytes(crypto.getRandomValues(new Uint8Array(17)));
		const { removed, meta } = partsOf(doc);
		await this.#readPhones();
		const sealed = await sealCodeToStaying(
			{ members: this.#members, removals: this.#removals },
			phone,
			row.phone,
			row.phoneKeys,
			code
		);
		// The new room is made (and holds the whole game) before any phone is told of it.
		const oldProvider = this.#provider;
		const stopOld = this.#stopWatching;
		const moved: SharedTableRow = { ...row, code };
		this.#connect(moved);
		const opened = await new Promise<boolean>((resolve) => {
			const provider = this.#provider!;
			const timer = setTimeout(() => resolve(false), 15_000);
			provider.on('sync', (synced) => {
				if (!synced) return;
				clearTimeout(timer);
				resolve(true);
			});
		});
		if (!opened) {
			this.#stopWatching();
			this.#provider?.destroy();
			this.#provider = oldProvider;
			this.#stopWatching = stopOld;
			return { code: 'table/move-failed' };
		}
		// Signed by the host: every phone takes a move or a removal from the host alone.
		const move = await signRecord(row.signing, MOVE, this.sessionId, {
			id: newId(),
			from: row.phoneKeys.publicKey,
			sealed
		} satisfies SharedTableMove);
		// Carried to the old room by its provider (the phones there learn of the move) and to the
		// new one; only then is the old room left.
		// Its entries count up to the last the host holds, and none it writes later (see
		// withoutLateEntries).
		const kept = (await getSharedTable(db, this.sessionId))?.entries ?? [];
		const entries = kept.reduce((most, e) => (e.phone === phone ? Math.max(most, e.n) : most), 0);
		const removal = await signRecord(row.signing, REMOVAL, this.sessionId, { phone, entries });
		doc.transact(() => {
			removed.set(phone, removal);
			meta.set('moved', move);
		});
		stopOld();
		oldProvider?.destroy();
		await updateSharedTable(db, this.sessionId, {
			code,
			moved: move.id,
			doc: Y.encodeStateAsUpdate(doc)
		});
		this.row = { ...moved, moved: move.id };
		await this.#readPhones();
		return null;
	}

	/**
	 * Follows the table to its new code when the host moved it and sealed the code to this phone
	 * (see `removePhone`). A phone the code was not sealed to stays where it is.
	 */
	async #followMove(row: SharedTableRow): Promise<SharedTableRow> {
		const doc = this.#doc;
		const moved = doc ? await movedCode(this.sessionId, doc, row) : null;
		if (!moved) return row;
		await updateSharedTable(db, this.sessionId, { code: moved.code, moved: moved.move });
		const next = { ...row, code: moved.code, moved: moved.move };
		this.row = next;
		this.#stopWatching();
		this.#provider?.destroy();
		this.#connect(next);
		return next;
	}

	/** This phone leaves the table: it keeps its copy of the game and stops syncing. */
	async leave(why: 'left' | 'removed' = 'left'): Promise<void> {
		this.#stopWatching();
		this.#provider?.destroy();
		this.#provider = null;
		this.#subscription?.unsubscribe();
		await updateSharedTable(db, this.sessionId, { left: why });
		this.status = 'left';
		this.problem = why === 'removed' ? { code: 'table/removed' } : null;
	}

	/** Stops following the table (the screen closed); the stored copy stays. */
	destroy(): void {
		this.#closed = true;
		sharedTableAlerts.clear(this.sessionId);
		this.#stopWatching();
		this.#provider?.destroy();
		this.#subscription?.unsubscribe();
		this.#doc?.destroy();
	}
}
