import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyList, itemAt, listFrom, pushed, toArray, withItem } from './persistent-list';

/** A change to a list: an item added, or the item at some place (of those there are) replaced. */
const change = fc.oneof(
	fc.record({ push: fc.integer() }),
	fc.record({ at: fc.nat(), item: fc.integer() })
);

describe('a persistent list', () => {
	it('holds what an array would, after any changes, and never changes a list it was built from', () => {
		fc.assert(
			fc.property(
				// Lengths across the first levels of the tree, not only the few items fast-check
				// gives an array by default.
				fc.nat({ max: 1200 }),
				fc.array(change, { maxLength: 80 }),
				(length, changes) => {
					const start = Array.from({ length }, (_, i) => i * 3);
					let list = listFrom(start);
					let array = [...start];
					const seen: { list: typeof list; items: number[]; json: string }[] = [];
					for (const c of changes) {
						seen.push({ list, items: [...array], json: JSON.stringify(list) });
						if ('push' in c) {
							list = pushed(list, c.push);
							array = [...array, c.push];
						} else if (array.length > 0) {
							const at = c.at % array.length;
							list = withItem(list, at, c.item);
							array = array.map((x, i) => (i === at ? c.item : x));
						}
						expect(list.size).toBe(array.length);
					}
					expect(toArray(list)).toEqual(array);
					for (let i = -1; i <= array.length; i++) expect(itemAt(list, i)).toBe(array[i]);
					// Lists of the same items are equal, however they came about.
					expect(list).toEqual(listFrom(array));
					for (const before of seen) {
						expect(toArray(before.list)).toEqual(before.items);
						expect(JSON.stringify(before.list)).toBe(before.json);
					}
				}
			)
		);
	});

	it('crosses the tree levels at 32, 1,024 and 32,768 items', () => {
		let list = emptyList<number>();
		for (let i = 0; i < 33_000; i++) list = pushed(list, i);
		for (const i of [0, 31, 32, 1023, 1024, 1025, 32_767, 32_768, 32_999])
			expect(itemAt(list, i)).toBe(i);
		expect(toArray(list)).toEqual(Array.from({ length: 33_000 }, (_, i) => i));
		const changed = withItem(list, 32_768, -1);
		expect(itemAt(changed, 32_768)).toBe(-1);
		expect(itemAt(list, 32_768)).toBe(32_768);
		expect(structuredClone(changed)).toEqual(changed);
	});

	it('refuses to replace an item it does not have', () => {
		expect(() => withItem(listFrom([1, 2]), 2, 3)).toThrow(RangeError);
		expect(() => withItem(emptyList<number>(), 0, 3)).toThrow(RangeError);
	});
});
