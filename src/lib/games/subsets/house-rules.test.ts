import { describe, expect, it } from 'vitest';
import { defaultHouseRules, houseRuleFields, readHouseRules } from './house-rules';

describe('the Subsets house rules', () => {
	it('reads stored rules, keeping what is well formed and defaulting the rest', () => {
		expect(
			readHouseRules({ compulsoryStealing: true, wrongCallPenalty: 'yes', naturalsFrom: '0' })
		).toEqual({ ...defaultHouseRules, compulsoryStealing: true, naturalsFrom: 0 });
		expect(readHouseRules(null)).toEqual(defaultHouseRules);
		expect(readHouseRules({ naturalsFrom: 7 }).naturalsFrom).toBe(1);
	});

	it('offers one setup field per rule, with the rule’s own default', () => {
		const fields = Object.fromEntries(houseRuleFields.map((f) => [f.key, f.default]));
		expect(fields).toEqual(defaultHouseRules);
	});
});
