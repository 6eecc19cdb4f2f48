import { error } from '@sveltejs/kit';
import { games, isGameId, loadRules } from '$lib/games/registry';
import { m } from '$lib/paraglide/messages';
import { language } from '$lib/state/language.svelte';
import type { EntryGenerator, PageLoad } from './$types';

/** Every game's rules page is prerendered so it is precached for offline use. */
export const entries: EntryGenerator = () => games.map((g) => ({ game: g.id }));

// The rules are loaded here, not on the page, so that a link to one rule (#permutations-5b)
// finds it on the page when the browser looks for it. Only the language read is downloaded.
export const load: PageLoad = async ({ params }) => {
	if (!isGameId(params.game)) error(404, m.rules_no_such_game());
	return { game: params.game, rules: await loadRules(params.game, language.current) };
};
