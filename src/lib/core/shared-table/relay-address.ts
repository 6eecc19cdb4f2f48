/** The relay address typed in the settings, checked before any phone tries it at a table. */

/** The host of a ws:// or wss:// address, or null for '' or anything else. */
function hostOf(address: string): string | null {
	try {
		return new URL(address).host || null;
	} catch {
		return null;
	}
}

/** The page a relay address is typed on: whether it is served over HTTPS, and its host. */
export interface RelayPage {
	secure: boolean;
	/** The page's host with its port when not the default one (`location.host`). */
	host: string;
}

/**
 * What is wrong with a relay address typed in the settings, or null when it can be used. A page
 * served over HTTPS can only reach a relay over TLS (wss://), and the page's content security
 * policy lets it reach only a relay on its own host or the one it was built for (`built`), so an
 * address elsewhere would fail at the table with no word: it is refused here, saying why.
 */
export function relayProblem(address: string, page: RelayPage, built = ''): string | null {
	let url: URL;
	try {
		url = new URL(address);
	} catch {
		return 'A relay address looks like wss://relay.example.org (or ws:// on your own network).';
	}
	if (url.protocol !== 'ws:' && url.protocol !== 'wss:')
		return 'A relay address starts with wss:// (or ws:// on your own network).';
	if (page.secure && url.protocol === 'ws:')
		return 'This page is served over HTTPS, so it can only reach a relay whose address starts with wss://.';
	if (url.search || url.hash) return 'A relay address has no "?" or "#" part.';
	const builtHost = hostOf(built);
	if (url.host !== page.host && url.host !== builtHost)
		return builtHost
			? `This copy of Tablemate can reach only its own relay (${built}) or one at its own address (${page.host}). A relay elsewhere needs a copy built for it (see the README).`
			: `This copy of Tablemate can reach only a relay at its own address (${page.host}). A relay elsewhere needs a copy built for it (see the README).`;
	return null;
}
