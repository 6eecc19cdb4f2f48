import { describe, expect, it } from 'vitest';
import { createSession, db, draftKey, loadDraft, saveDraft } from '$lib/db';
import type { GameModule } from '$lib/games/registry';
import { violation, type GameEngine, type GameEvent } from '$lib/core/engine';
import { Draft } from './draft.svelte';
import { SessionStore } from './session.svelte';

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
function mount(sessionId: string, form = 'counts') {
	const draft = new Draft<Counts>(sessionId, form, () => ({ counts: [0, 0, 0] }), { restore });
	const edit = (change: (value: Counts) => void) => {
		change(draft.value);
		draft.changed();
	};
	return { draft, edit, destroy: () => draft.flush() };
}

const until = async (check: () => boolean | Promise<boolean>) => {
	for (let i = 0; i < 200 && !(await check()); i++) await new Promise((r) => setTimeout(r, 10));
	expect(await check()).toBe(true);
};

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
			expect(form.draft.error).toMatch(/out of storage space/);
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
