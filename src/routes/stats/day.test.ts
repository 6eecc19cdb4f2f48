import { describe, expect, it } from 'vitest';
import { dayOf } from './day';

describe("Stats' days", () => {
	it('are written in the language read, whatever the phone would write', () => {
		const day = Date.UTC(2026, 11, 6, 12);
		expect(dayOf(day, 'en-GB')).toBe('6 Dec 2026');
		expect(dayOf(day, 'de-DE')).toBe('06.12.2026');
		expect(dayOf(day, 'fr-FR')).toBe('6 déc. 2026');
	});
});
