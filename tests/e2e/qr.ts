import { expect, type Page } from '@playwright/test';
import jsQR from 'jsqr';

/** The address in the QR code the session screen shows to join its table, read from its pixels. */
export async function joinAddressOfQr(page: Page): Promise<string> {
	const image = page.getByRole('img', { name: 'QR code to join this table' });
	await expect(image).toBeVisible();
	const pixels = await image.evaluate(async (img: HTMLImageElement) => {
		await img.decode();
		const canvas = document.createElement('canvas');
		canvas.width = img.naturalWidth;
		canvas.height = img.naturalHeight;
		const context = canvas.getContext('2d')!;
		context.drawImage(img, 0, 0);
		const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
		return { data: Array.from(data), width, height };
	});
	const read = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height);
	expect(read, 'the QR code could not be read').not.toBeNull();
	return read!.data;
}
