import { error } from '@sveltejs/kit';
import { games, isGameId, loadRules } from '$lib/games/registry';
import type { EntryGenerator, PageLoad } from './$types';

/** Every game's rules page is prerendered so it is precached for offline use. */
export const entries: EntryGenerator = () => games.map((g) => ({ game: g.id }));

export const load: PageLoad = async ({ params }) => {
	if (!isGameId(params.game)) error(404, 'No such game');
	return { game: params.game, rules: await loadRules(params.game) };
};
