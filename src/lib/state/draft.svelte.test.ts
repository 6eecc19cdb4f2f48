import { describe, expect, it } from 'vitest';
import { createSession, db, draftKey, loadDraft, saveDraft } from '$lib/db';
import type { GameModule } from '$lib/games/registry';
import { violation, type GameEngine, type GameEvent } from '$lib/core/engine';
import { Draft, type FollowedSession } from './draft.svelte';
import { CHANGED_ELSEWHERE, SessionStore } from './session.svelte';
import { until } from './test/until';

const MOVED_ON =
	'The game moved on in another tab or on another device while you were typing. What you typed is still here: check it against the game as it is now before you record it.';
const MOVED_AWAY =
	'The game moved on in another tab or on another device while you were typing, so what you typed was not recorded. Enter it again if it still applies.';

type Counts = { counts: number[] };
const restore = (stored: unknown): Counts | undefined => {
	const counts = (stored as Counts | null)?.counts;
	return Array.isArray(counts) && counts.every((n) => Number.isInteger(n)) ? { counts } : undefined;
};

/**
 * A draft as a form uses it. Effects do not run in Node, so `edit` and `destroy` call what the
 * draft's effects call in a browser: `changed` after each edit, `flush` when the form closes (the
 * browser tests check that wiring).
 */
function mount(sessionId: string, form = 'counts', session?: FollowedSession) {
	const draft = new Draft<Counts>(sessionId, form, () => ({ counts: [0, 0, 0] }), {
		restore,
		session,
		describe: (v) => v.counts.join(', ')
	});
	const edit = (change: (value: Counts) => void) => {
		change(draft.value);
		draft.changed();
	};
	return { draft, edit, destroy: () => draft.flush() };
}

/**
 * Runs `test` with a stand-in for the browser's localStorage, where a leaving page keeps its copy
 * (Node has none); `kept` is what it holds.
 */
async function withLocalStorage(test: (kept: Map<string, string>) => Promise<void>) {
	const kept = new Map<string, string>();
	const storage = {
		getItem: (k: string) => kept.get(k) ?? null,
		setItem: (k: string, v: string) => void kept.set(k, v),
		removeItem: (k: string) => void kept.delete(k)
	};
	Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
	try {
		await test(kept);
	} finally {
		Reflect.deleteProperty(globalThis, 'localStorage');
	}
}

describe('Draft', () => {
	it('keeps what was typed when the form closes and shows it again when it reopens', async () => {
		const first = mount('s1');
		await until(() => first.draft.ready);
		first.edit((v) => (v.counts[1] = 4));
		// The player leaves for the rules before the typing pause is over.
		first.destroy();
		await first.draft.settled();
		const again = mount('s1');
		await until(() => again.draft.ready);
		expect(again.draft.value.counts).toEqual([0, 4, 0]);
		again.destroy();
	});

	it('a page left before the stored draft was read keeps what was typed for the next page', async () => {
		await withLocalStorage(async () => {
			const form = mount('s1b');
			// Typed while the stored draft is still being read (a slow phone), then the page
			// reloads at once: `changed` schedules nothing before the draft is read.
			form.edit((v) => (v.counts[2] = 7));
			expect(form.draft.ready).toBe(false);
			form.draft.leave();
			// What the next page reads first, before the write in IndexedDB is made.
			const next = mount('s1b');
			await until(() => next.draft.ready);
			expect(next.draft.value.counts).toEqual([0, 0, 7]);
			await form.draft.settled();
			next.destroy();
		});
	});

	it('a page left while its write is still under way keeps what was typed for the next page', async () => {
		await withLocalStorage(async (kept) => {
			const put = db.drafts.put;
			// IndexedDB's writes begin but are not made before the page goes (a reload closes the
			// connection): held, then failed as the closed connection fails them, with any after.
			const held: ((err: Error) => void)[] = [];
			let closed = false;
			const closing = () => Object.assign(new Error('closing'), { name: 'AbortError' });
			db.drafts.put = (() =>
				closed
					? Promise.reject(closing())
					: new Promise((_made, failed) => held.push(failed))) as never;
			try {
				const form = mount('s1c');
				await until(() => form.draft.ready);
				form.edit((v) => (v.counts[1] = 5));
				// The typing pause is over: the write begins (a slow phone, or a busy test machine).
				form.draft.flush();
				form.draft.leave();
				closed = true;
				for (const fail of held) fail(closing());
				await form.draft.settled();
				db.drafts.put = put;
				const next = mount('s1c');
				await until(() => next.draft.ready);
				expect(next.draft.value.counts).toEqual([0, 5, 0]);
				// The next page stores it, and drops the copy once stored.
				await next.draft.settled();
				expect(await loadDraft('s1c', 'counts')).toEqual({ counts: [0, 5, 0] });
				expect([...kept.keys()]).toEqual([]);
				next.destroy();
			} finally {
				db.drafts.put = put;
			}
		});
	});

	it('forgets the draft once the values are back to the initial ones, or on reset', async () => {
		const form = mount('s2');
		await until(() => form.draft.ready);
		form.edit((v) => (v.counts[0] = 3));
		await form.draft.settled();
		expect(await loadDraft('s2', 'counts')).toEqual({ counts: [3, 0, 0] });
		form.edit((v) => (v.counts[0] = 0));
		await form.draft.settled();
		expect(await loadDraft('s2', 'counts')).toBeUndefined();
		form.edit((v) => (v.counts[2] = 9));
		form.draft.reset();
		await form.draft.settled();
		expect(form.draft.value.counts).toEqual([0, 0, 0]);
		expect(await loadDraft('s2', 'counts')).toBeUndefined();
		form.destroy();
	});

	it('after a reset, a draft written for the form (an undo putting an entry back) is kept', async () => {
		const form = mount('s2b');
		await until(() => form.draft.ready);
		form.edit((v) => (v.counts[0] = 3));
		form.draft.reset();
		await form.draft.settled();
		// The form's reset shows as a change, as the browser's effect reports it.
		form.draft.changed();
		await saveDraft('s2b', 'counts', { counts: [3, 1, 0] });
		// settled() writes any change still waiting for its timer at once, so a write of the reset
		// form scheduled by changed() would show here without waiting for the timer.
		await form.draft.settled();
		expect(await loadDraft('s2b', 'counts')).toEqual({ counts: [3, 1, 0] });
		form.destroy();
	});

	it('ignores a stored draft that no longer fits the form', async () => {
		await db.drafts.put({ key: draftKey('s3', 'counts'), sessionId: 's3', value: 'junk', at: 1 });
		const form = mount('s3');
		await until(() => form.draft.ready);
		expect(form.draft.value.counts).toEqual([0, 0, 0]);
		form.destroy();
	});

	it('keeps the typed values on screen and says why when the draft cannot be stored', async () => {
		const form = mount('s4');
		await until(() => form.draft.ready);
		const put = db.drafts.put;
		db.drafts.put = () =>
			Promise.reject(Object.assign(new Error('full'), { name: 'QuotaExceededError' })) as never;
		try {
			form.edit((v) => (v.counts[0] = 2));
			await form.draft.settled();
			// Said as what it means for the player: a reload would lose what is on screen.
			expect(form.draft.error).toMatch(/out of storage space/);
			expect(form.draft.error).toMatch(/reloading or closing the page will lose it/);
			expect(form.draft.value.counts).toEqual([2, 0, 0]);
		} finally {
			db.drafts.put = put;
		}
		form.destroy();
	});

	it('is deleted in the same transaction as the entry that records it', async () => {
		type S = { total: number };
		const engine: GameEngine<S, GameEvent> = {
			id: 'transform',
			defaultHouseRules: {},
			setup: () => ({ total: 0 }),
			apply: (s, e) =>
				(e.n as number) < 0 ? violation('No negatives.') : { total: s.total + (e.n as number) },
			scoreboard: () => ({ players: [], rounds: [], totals: [], finished: false, leaders: [] }),
			isFinished: () => false
		};
		const game: GameModule = { engine, houseRuleFields: [] };
		const row = await createSession({
			game: 'transform',
			title: '',
			players: [{ id: 'a', name: 'A' }],
			houseRules: {}
		});
		const store = new SessionStore<S>(row.id, async () => game);
		await store.open();
		const form = mount(row.id);
		await until(() => form.draft.ready);
		form.edit((v) => (v.counts[0] = 5));
		await form.draft.settled();
		const refused = await store.dispatch({ type: 'add', n: -1 }, { draft: 'counts' });
		expect(refused.status).toBe('refused');
		expect(await loadDraft(row.id, 'counts')).toEqual({ counts: [5, 0, 0] });
		const saved = await store.dispatch({ type: 'add', n: 5 }, { draft: 'counts' });
		expect(saved.status).toBe('saved');
		expect(await loadDraft(row.id, 'counts')).toBeUndefined();
		form.destroy();
		store.destroy();
	});
});

describe('Draft, with another tab on the same game', () => {
	type S = { total: number };
	const engine: GameEngine<S, GameEvent> = {
		id: 'transform',
		defaultHouseRules: {},
		setup: () => ({ total: 0 }),
		apply: (s, e) => ({ total: s.total + (e.n as number) }),
		scoreboard: () => ({ players: [], rounds: [], totals: [], finished: false, leaders: [] }),
		isFinished: () => false
	};
	const game: GameModule = { engine, houseRuleFields: [] };

	/** Two tabs open on one new game: `mine` holds a form, `other` records. */
	async function twoTabs() {
		const row = await createSession({
			game: 'transform',
			title: '',
			players: [{ id: 'a', name: 'A' }],
			houseRules: {}
		});
		const mine = new SessionStore<S>(row.id, async () => game);
		const other = new SessionStore<S>(row.id, async () => game);
		await mine.open();
		await other.open();
		const form = mount(row.id, 'counts', mine);
		await until(() => form.draft.ready);
		const close = () => {
			form.destroy();
			mine.destroy();
			other.destroy();
		};
		return { mine, other, form, close };
	}

	it('keeps what was typed when another tab records, says so, and stores it again', async () => {
		const { mine, other, form, close } = await twoTabs();
		form.edit((v) => (v.counts[0] = 11));
		await form.draft.settled();
		// The other tab records this form's entry: its write deletes the draft stored for the game.
		await other.dispatch({ type: 'add', n: 5 }, { draft: 'counts' });
		expect(await loadDraft(mine.id, 'counts')).toBeUndefined();
		await until(() => mine.state?.total === 5);
		// What the browser's effect calls when the store takes the change in.
		form.draft.tookIn();
		expect(form.draft.value.counts).toEqual([11, 0, 0]);
		expect(form.draft.movedOn).toBe(MOVED_ON);
		await form.draft.settled();
		expect(await loadDraft(mine.id, 'counts')).toEqual({ counts: [11, 0, 0] });
		close();
	});

	it('refuses once, for the real reason, an entry typed before another tab moved the game on', async () => {
		const { mine, other, form, close } = await twoTabs();
		form.edit((v) => (v.counts[0] = 11));
		await other.dispatch({ type: 'add', n: 5 });
		await until(() => mine.state?.total === 5);
		// Enter is pressed before the form had a chance to say anything.
		const first = await mine.dispatch({ type: 'add', n: 11 }, { draft: form.draft });
		expect(first.status === 'refused' && first.violation.reason).toBe(CHANGED_ELSEWHERE);
		expect(form.draft.value.counts).toEqual([11, 0, 0]);
		expect(mine.state?.total).toBe(5);
		// Told, the player records it as it stands.
		expect(form.draft.movedOn).toBeNull();
		const second = await mine.dispatch({ type: 'add', n: 11 }, { draft: form.draft });
		expect(second.status).toBe('saved');
		expect(mine.state?.total).toBe(16);
		close();
	});

	it('refuses with the real reason when the other tab wrote first, and keeps the entry', async () => {
		const { mine, other, form, close } = await twoTabs();
		form.edit((v) => (v.counts[0] = 11));
		await form.draft.settled();
		mine.destroy(); // this tab has not heard of the other's entry yet
		await other.dispatch({ type: 'add', n: 5 }, { draft: 'counts' });
		const result = await mine.dispatch({ type: 'add', n: 11 }, { draft: form.draft });
		expect(result.status === 'refused' && result.violation.reason).toBe(CHANGED_ELSEWHERE);
		expect(mine.state?.total).toBe(5);
		expect(form.draft.value.counts).toEqual([11, 0, 0]);
		// The refusal said it all: the form adds no second notice, and the next press records.
		form.draft.tookIn();
		expect(form.draft.movedOn).toBeNull();
		expect((await mine.dispatch({ type: 'add', n: 11 }, { draft: form.draft })).status).toBe(
			'saved'
		);
		close();
	});

	it('a form that closes because the game moved on says what was typed was not recorded', async () => {
		const { mine, other, form, close } = await twoTabs();
		form.edit((v) => (v.counts[1] = 7));
		// Closing for a look at the rules, with nothing changed elsewhere: nothing to say.
		expect(form.draft.closing()).toBeNull();
		await other.dispatch({ type: 'add', n: 5 });
		await until(() => mine.state?.total === 5);
		expect(form.draft.closing()).toBe(`${MOVED_AWAY} You had typed: 0, 7, 0.`);
		// A form that stayed open through the change says so itself, and keeps its draft: closing
		// later (a look at the rules) needs no notice.
		form.draft.tookIn();
		await Promise.resolve();
		expect(form.draft.movedOn).toBe(MOVED_ON);
		expect(form.draft.closing()).toBeNull();
		close();
	});

	it('an empty form just follows the game, with nothing to say and nothing refused', async () => {
		const { mine, other, form, close } = await twoTabs();
		await other.dispatch({ type: 'add', n: 5 });
		await until(() => mine.state?.total === 5);
		form.draft.tookIn();
		expect(form.draft.movedOn).toBeNull();
		form.edit((v) => (v.counts[0] = 2));
		expect((await mine.dispatch({ type: 'add', n: 2 }, { draft: form.draft })).status).toBe(
			'saved'
		);
		close();
	});
});
