import { test, expect } from './fixtures';

// A browser may refuse WebAssembly (a strict policy, an old engine, a locked-down phone). The
// primality kernels then stay unbuilt and the checker runs the JavaScript path: its answers must
// be the same. Compiling a module here throws, as a refusing policy makes it throw, in the page
// (an init script) and in every worker (the script is rewritten where it compiles a kernel).

const REFUSE = `WebAssembly.Module = function () { throw new WebAssembly.CompileError('refused by this test'); };\n`;

// Every script comes from the server, through the rewriting route, never from an offline copy.
test.use({ serviceWorkers: 'block' });

test('with WebAssembly refused, the checker still tells primes from pseudoprimes', async ({
	page,
	context,
	expectConsole
}) => {
	expectConsole(/Service Worker registration blocked by Playwright/);
	await page.addInitScript(REFUSE);
	const rewritten: string[] = [];
	await context.route(/\/_app\/immutable\/.*\.js$/, async (route) => {
		const response = await route.fetch();
		const body = await response.text();
		if (!body.includes('new WebAssembly.Module')) return route.fulfill({ response, body });
		rewritten.push(new URL(route.request().url()).pathname);
		// Import declarations are hoisted, so the line runs before this module's own code.
		await route.fulfill({ response, body: REFUSE + body });
	});

	await page.goto('/tools/subsets');
	await page.getByLabel('Is A ⊆ S?').check();
	const cardA = page.getByRole('textbox', { name: 'Card A (face up on the table)' });
	const cardS = page.getByRole('textbox', { name: 'Card S (the card drawn)' });
	const answer = page.locator('.answer');
	await cardS.fill('ℙ');

	// 2^64 − 59 and 2^62 − 57, the largest primes below 2^64 and 2^62.
	await cardA.fill('{18446744073709551557, 4611686018427387847}');
	await page.getByRole('button', { name: 'Is A ⊆ S?' }).click();
	await expect(answer).toContainText('Yes: A ⊆ S.');

	// 3215031751 = 151 · 751 · 28351 passes the strong test to bases 2, 3, 5 and 7; the Lucas
	// half of the test must catch it.
	await cardA.fill('{3215031751}');
	await page.getByRole('button', { name: 'Is A ⊆ S?' }).click();
	await expect(answer).toContainText('No: A is not a subset of S.');
	await expect(answer).toContainText('Witness: 3215031751');

	// (2^61 − 1)(2^89 − 1): a product of two primes past 2^64, with no small factor, refuted by
	// the test for large numbers.
	await cardA.fill('{2305843009213693951 · 618970019642690137449562111}');
	await page.getByRole('button', { name: 'Is A ⊆ S?' }).click();
	await expect(answer).toContainText('No: A is not a subset of S.');
	await expect(answer).toContainText('Witness: 1427247692705959880439315947500961989719490561');

	// The checker's worker was among the scripts whose kernels were refused.
	expect(rewritten.some((path) => path.includes('/workers/checker.worker'))).toBe(true);
	// A script still being fetched when the test ends is let go quietly.
	await context.unrouteAll({ behavior: 'ignoreErrors' });
});
