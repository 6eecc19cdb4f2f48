/**
 * Writes the app icons (static/icons/*.png) with nothing but Node's zlib, because no image tool
 * or download is available on the build machines. The motif is the one of static/favicon.svg:
 * two overlapping playing cards on a teal tile.
 *
 * Shapes are described in the favicon's 64-unit space and sampled 4x4 per pixel, which is enough
 * anti-aliasing for an icon.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'static', 'icons');

const BACKGROUND = [0x1f, 0x4e, 0x5f];
const WHITE_CARD = [0xff, 0xff, 0xff];
const GOLD_CARD = [0xf2, 0xb1, 0x34];
const SUBSAMPLES = 4;

/** A rounded rectangle, optionally rotated (degrees) about a point, as in the favicon. */
function roundedRect(x, y, width, height, radius, angle = 0, cx = 0, cy = 0) {
	const rad = (-angle * Math.PI) / 180;
	const cos = Math.cos(rad);
	const sin = Math.sin(rad);
	const halfW = width / 2;
	const halfH = height / 2;
	const midX = x + halfW;
	const midY = y + halfH;
	return (px, py) => {
		// Undo the rotation, then measure the distance to the rounded box.
		const dx = px - cx;
		const dy = py - cy;
		const ux = cx + dx * cos - dy * sin - midX;
		const uy = cy + dx * sin + dy * cos - midY;
		const qx = Math.abs(ux) - (halfW - radius);
		const qy = Math.abs(uy) - (halfH - radius);
		const outside = Math.hypot(Math.max(qx, 0), Math.max(qy, 0));
		return outside + Math.min(Math.max(qx, qy), 0) - radius <= 0;
	};
}

const cards = [
	{ colour: WHITE_CARD, inside: roundedRect(14, 12, 26, 36, 4, -10, 27, 30) },
	{ colour: GOLD_CARD, inside: roundedRect(24, 16, 26, 36, 4, 8, 37, 34) }
];

/**
 * Renders one icon as RGBA. `maskable` fills the whole square and shrinks the cards into the
 * central safe zone (a circle of 40% of the size), since launchers crop maskable icons freely.
 */
function render(size, maskable) {
	const pixels = Buffer.alloc(size * size * 4);
	const tile = maskable ? null : roundedRect(0, 0, 64, 64, 12);
	const motifScale = maskable ? 0.78 : 1;
	const unit = 64 / size;
	for (let py = 0; py < size; py++) {
		for (let px = 0; px < size; px++) {
			let r = 0;
			let g = 0;
			let b = 0;
			let a = 0;
			for (let sy = 0; sy < SUBSAMPLES; sy++) {
				for (let sx = 0; sx < SUBSAMPLES; sx++) {
					const x = (px + (sx + 0.5) / SUBSAMPLES) * unit;
					const y = (py + (sy + 0.5) / SUBSAMPLES) * unit;
					if (tile && !tile(x, y)) continue;
					// The motif is scaled about the centre of the tile.
					const mx = 32 + (x - 32) / motifScale;
					const my = 32 + (y - 32) / motifScale;
					let colour = BACKGROUND;
					for (const card of cards) if (card.inside(mx, my)) colour = card.colour;
					r += colour[0];
					g += colour[1];
					b += colour[2];
					a += 1;
				}
			}
			const offset = (py * size + px) * 4;
			if (a > 0) {
				pixels[offset] = Math.round(r / a);
				pixels[offset + 1] = Math.round(g / a);
				pixels[offset + 2] = Math.round(b / a);
			}
			pixels[offset + 3] = Math.round((255 * a) / SUBSAMPLES ** 2);
		}
	}
	return pixels;
}

function chunk(type, data) {
	const length = Buffer.alloc(4);
	length.writeUInt32BE(data.length);
	const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
	const crc = Buffer.alloc(4);
	crc.writeUInt32BE(crc32(body));
	return Buffer.concat([length, body, crc]);
}

/** Encodes RGBA pixels as a PNG (8-bit RGBA, no filtering). */
function encodePng(size, rgba) {
	const header = Buffer.alloc(13);
	header.writeUInt32BE(size, 0);
	header.writeUInt32BE(size, 4);
	header[8] = 8; // bit depth
	header[9] = 6; // colour type: RGBA
	const stride = size * 4;
	const raw = Buffer.alloc((stride + 1) * size);
	for (let y = 0; y < size; y++) {
		raw[y * (stride + 1)] = 0; // filter: none
		rgba.copy(raw, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
	}
	return Buffer.concat([
		Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
		chunk('IHDR', header),
		chunk('IDAT', deflateSync(raw, { level: 9 })),
		chunk('IEND', Buffer.alloc(0))
	]);
}

const icons = [
	{ file: 'icon-192.png', size: 192, maskable: false },
	{ file: 'icon-512.png', size: 512, maskable: false },
	{ file: 'icon-maskable-512.png', size: 512, maskable: true },
	// iOS draws a transparent corner black and rounds the corners itself: a full square at its size.
	{ file: 'apple-touch-icon-180.png', size: 180, maskable: true }
];

mkdirSync(outDir, { recursive: true });
for (const icon of icons) {
	writeFileSync(join(outDir, icon.file), encodePng(icon.size, render(icon.size, icon.maskable)));
}
console.log(`icons: wrote ${icons.map((i) => i.file).join(', ')} to static/icons`);
