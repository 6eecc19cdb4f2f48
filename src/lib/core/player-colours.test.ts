import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
	colourForNewPlayer,
	colourIndex,
	coloursForTable,
	contrast,
	paletteColour,
	PLAYER_PALETTE,
	SURFACES
} from './player-colours';

describe('the palette', () => {
	it('keeps the contrast of text (4.5:1) on every surface of both themes', () => {
		for (const c of PLAYER_PALETTE) {
			for (const surface of SURFACES.light) expect(contrast(c.light, surface)).toBeGreaterThan(4.5);
			for (const surface of SURFACES.dark) expect(contrast(c.dark, surface)).toBeGreaterThan(4.5);
		}
	});

	it('measures contrast as WCAG does', () => {
		expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
		expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
		expect(contrast('#ffffff', '#ffffff')).toBe(1);
	});

	it('has twelve different colours, one for each seat of the largest table', () => {
		expect(new Set(PLAYER_PALETTE.map((c) => c.light.toLowerCase())).size).toBe(12);
	});

	it('matches the classes of app.css, which the screens colour names with', () => {
		const css = readFileSync(new URL('../../app.css', import.meta.url), 'utf8');
		PLAYER_PALETTE.forEach((c, i) =>
			expect(css).toContain(`.player-colour-${i} {\n\t--player: light-dark(${c.light}, ${c.dark});`)
		);
	});
});

describe('paletteColour', () => {
	it('takes a colour of the palette as it is, and any other as the nearest one', () => {
		expect(paletteColour('#C0262D')).toBe(PLAYER_PALETTE[1]);
		// The old default teal of the colour picker shows as the palette's teal.
		expect(paletteColour('#1f4e5f')).toBe(PLAYER_PALETTE[5]);
		expect(paletteColour('#ff0000')).toBe(PLAYER_PALETTE[1]);
		expect(paletteColour(undefined)).toBeUndefined();
		expect(paletteColour('red')).toBeUndefined();
		expect(colourIndex('#1a6f35')).toBe(2);
	});
});

describe('coloursForTable', () => {
	const blue = PLAYER_PALETTE[0].light;
	const red = PLAYER_PALETTE[1].light;
	const green = PLAYER_PALETTE[2].light;

	it('gives players without a colour the colours nobody at the table has', () => {
		expect(coloursForTable([{}, { colour: blue }, {}])).toEqual([red, blue, green]);
	});

	it('gives the second of two players of one colour another colour', () => {
		const colours = coloursForTable([{ colour: red }, { colour: red }, { colour: blue }]);
		expect(colours[0]).toBe(red);
		expect(colours[2]).toBe(blue);
		expect([red, blue]).not.toContain(colours[1]);
	});

	it('seats twelve players in twelve colours, and starts the palette again past them', () => {
		const twelve = coloursForTable(Array.from({ length: 12 }, () => ({})));
		expect(new Set(twelve).size).toBe(12);
		const fourteen = coloursForTable(Array.from({ length: 14 }, () => ({})));
		expect(fourteen.slice(12)).toEqual([blue, red]);
	});
});

describe('colourForNewPlayer', () => {
	it('gives a new regular the first colour the fewest regulars have', () => {
		expect(colourForNewPlayer([])).toBe(PLAYER_PALETTE[0].light);
		expect(colourForNewPlayer([{ colour: PLAYER_PALETTE[0].light }, {}])).toBe(
			PLAYER_PALETTE[1].light
		);
		const all = PLAYER_PALETTE.map((c) => ({ colour: c.light }));
		expect(colourForNewPlayer([...all, { colour: PLAYER_PALETTE[0].light }])).toBe(
			PLAYER_PALETTE[1].light
		);
	});
});
