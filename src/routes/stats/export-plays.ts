/**
 * The Stats screen's CSV export of every play, its code loaded when first asked for (or once the
 * page is idle), so that a first visit does not download it.
 */
import type { Play } from '$lib/core/plays';
import type { Roster } from '$lib/core/seats';
import { m } from '$lib/paraglide/messages';
import { notices } from '$lib/state/notices.svelte';
import { downloadText } from '$lib/state/share';

/** The CSV's code and words: loaded when the export is first asked for, or once the page is idle. */
export const csvCode = () => Promise.all([import('$lib/core/csv'), import('$lib/i18n/csv')]);

/** Downloads every play as a CSV file, or says that its code could not be loaded. */
export async function exportPlays(plays: readonly Play[], roster: Roster): Promise<void> {
	let code: Awaited<ReturnType<typeof csvCode>>;
	try {
		code = await csvCode();
	} catch {
		notices.show(m.part_not_loaded(), { tone: 'error' });
		return;
	}
	const [{ csvFileName, playsCsv }, { csvWords }] = code;
	downloadText(
		csvFileName('plays', new Date()),
		playsCsv(plays, roster, csvWords().plays),
		'text/csv;charset=utf-8'
	);
}
