import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, startGame, test } from './fixtures';

// A 2000 × 1000 picture: the phone keeps it at 1600 × 800 (the stated longest side).
const picture = fileURLToPath(new URL('../fixtures/table-photo.png', import.meta.url));

test.describe.configure({ timeout: 120_000 });

/** The photos' thumbnails of the game open on `page`. */
const thumbnails = (page: Page) => page.locator('.photos .thumb img');

test('a photo added offline is shown, kept in a backup, and restored into a fresh profile', async ({
	page,
	goOffline,
	makeProfile,
	axe
}) => {
	await page.goto('/');
	await goOffline();
	await startGame(page, { title: 'Photo night' });
	await expect(page.getByText('No photos of this game yet.')).toBeVisible();

	// A file that is no picture is refused in plain words, and nothing is added.
	const take = page.getByLabel('Take or add a photo');
	await take.setInputFiles({
		name: 'notes.txt',
		mimeType: 'text/plain',
		buffer: Buffer.from('not a picture')
	});
	await expect(page.getByRole('status').filter({ hasText: 'not a picture' })).toHaveText(
		'This file is not a picture, so nothing was added.'
	);
	await expect(thumbnails(page)).toHaveCount(0);

	// The camera's picture, with a caption: resized on the phone and shown in the game.
	await page.getByLabel('Caption (optional)').fill('Final table');
	await take.setInputFiles(picture);
	await expect(page.getByRole('status').filter({ hasText: 'Photo added.' })).toBeVisible();
	await expect(thumbnails(page)).toHaveCount(1);
	const thumb = thumbnails(page).first();
	await expect(thumb).toHaveAttribute('alt', /^Photo night, .+: Final table$/);
	await expect
		.poll(() => thumb.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
		.toEqual([1600, 800]);
	await axe();

	// Opened large, it can be closed again.
	await thumb.click();
	const large = page.getByRole('dialog');
	await expect(large.getByRole('img', { name: /Final table/ })).toBeVisible();
	await axe();
	await large.getByRole('button', { name: 'Close' }).click();
	await expect(large).toBeHidden();

	// Settings counts it.
	await page.goto('/settings');
	await expect(page.locator('[data-photo-use]')).toHaveText('Photos: 1 photo, less than 1 MB');

	// A backup holds it; one made without photos does not.
	await page.goto('/backup');
	let download = page.waitForEvent('download');
	await page.getByRole('button', { name: 'Export without photos' }).click();
	const without = JSON.parse(await readFile((await (await download).path())!, 'utf8'));
	expect(without.photos).toEqual([]);
	download = page.waitForEvent('download');
	await page.getByRole('button', { name: 'Export everything' }).click();
	const text = await readFile((await (await download).path())!, 'utf8');
	const file = JSON.parse(text);
	expect(file.photos).toHaveLength(1);
	expect(file.photos[0]).toMatchObject({ width: 1600, height: 800, caption: 'Final table' });

	// A fresh profile takes the file and shows the photo in the game.
	const fresh = await (await makeProfile()).open();
	const other = fresh.pages()[0] ?? (await fresh.newPage());
	await other.goto('/backup');
	await other.getByLabel('Backup file to import').setInputFiles({
		name: 'tablemate-backup.json',
		mimeType: 'application/json',
		buffer: Buffer.from(text)
	});
	await expect(other.getByRole('status').filter({ hasText: /1 new photo/ })).toBeVisible();
	await other.goto(`/session?id=${file.sessions[0].session.id}`);
	await expect(thumbnails(other)).toHaveCount(1);
	await expect(thumbnails(other).first()).toHaveAttribute('alt', /^Photo night, .+: Final table$/);
	await expect
		.poll(() =>
			thumbnails(other)
				.first()
				.evaluate((img: HTMLImageElement) => img.naturalWidth)
		)
		.toBe(1600);

	// Deleting asks first, then the photo is gone from this phone only.
	await thumbnails(other).first().click();
	await other.getByRole('button', { name: 'Delete this photo' }).click();
	await other.getByRole('button', { name: 'Delete photo', exact: true }).click();
	await expect(other.getByText('No photos of this game yet.')).toBeVisible();
	await page.goto(`/session?id=${file.sessions[0].session.id}`);
	await expect(thumbnails(page)).toHaveCount(1);
});
