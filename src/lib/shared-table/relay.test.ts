import { describe, expect, it } from 'vitest';
import { onlinePhones } from './relay';

describe('who is online at the table', () => {
	it('lists this phone first, then each other phone once, passing over any other presence', () => {
		const states = [
			{ phone: 'B' },
			{ phone: 'me' },
			{ phone: 'B' },
			{ phone: 7 },
			{},
			{ phone: 'C' }
		];
		expect(onlinePhones(states, 'me')).toEqual(['me', 'B', 'C']);
		expect(onlinePhones(states, null)).toEqual(['B', 'me', 'C']);
		expect(onlinePhones([], 'me')).toEqual(['me']);
	});
});
