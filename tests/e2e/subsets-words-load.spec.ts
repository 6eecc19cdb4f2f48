import { test, expect } from './fixtures';
import { refuseScripts } from './refuse-scripts';

// The Subsets checker's sentences in four languages load apart from its screens
// (verdictWords.svelte.ts). When they cannot load (the network dropped before the app was kept
// offline), a verdict still shows, with the checker's own English marked as English; once they
// can, the next verdict reads in the phone's language.

// Every script comes from the server, through refuseScripts' route, never from an offline copy.
test.use({ serviceWorkers: 'block', locale: 'de-DE' });

test('a verdict shows in English when the sentences cannot load, and in German once they can', async ({
	page,
	context,
	expectConsole
}) => {
	// The sentences are the page's one script with the card faults' codes (the checker's worker,
	// which has them too, is let through: it gives the verdicts).
	const scripts = await refuseScripts(
		context,
		expectConsole,
		(body, path) => !path.includes('/workers/') && body.includes('closed-infinity')
	);

	await page.goto('/tools/subsets');
	const card = page.getByRole('textbox', { name: 'Karte', exact: true });
	const verdict = page.locator('#card-single-verdict');
	await card.fill('{x ∈ ℕ | x ist gerade und x < 10}');
	await expect(verdict).toContainText('Korrekte Menge.');
	await expect(verdict.locator('[lang="en"]')).toContainText('{2, 4, 6, 8}');
	expect(scripts.refused.length).toBeGreaterThan(0);

	scripts.allow();
	await card.fill('{x ∈ ℕ | x ist gerade und x < 8}');
	await expect(verdict).toContainText('Eine endliche Menge von 3 ganzen Zahlen: {2, 4, 6}.');
	await expect(verdict.locator('[lang="en"]')).toHaveCount(0);
});
