/**
 * A list that grows and changes without being copied: every change returns a new list that
 * shares all but one path of a tree of small arrays with the list it came from (a persistent
 * vector, as in Clojure or Immutable.js). Adding an item, or changing one, copies at most a few
 * arrays of 32, whatever the length, so a game of 100,000 rounds folds in time and memory linear
 * in its length, and every state of it can be kept at the cost of its own path.
 *
 * It is plain data (an object of numbers and nested arrays), so a game state that holds one stays
 * structured-clonable and JSON-safe, and two lists of the same items are deep-equal: the tree's
 * shape follows from the length alone. (Immutable.js and its kind keep their lists in class
 * instances, which a worker's message or IndexedDB would strip.) Never mutated once built.
 */

const BITS = 5;
const WIDTH = 1 << BITS;
const MASK = WIDTH - 1;

/** An array of up to 32 items (a leaf) or of up to 32 nodes one level down. */
type Node = readonly unknown[];

export interface PersistentList<T> {
	/** How many items it holds. */
	readonly size: number;
	/** Bits of an index that the root's slots stand for: 0 when the root holds the items. */
	readonly shift: number;
	readonly root: Node;
	/** Carries the item type only; never set. */
	readonly __items?: T;
}

/** The list of no items. */
export function emptyList<T>(): PersistentList<T> {
	return { size: 0, shift: 0, root: [] };
}

/** A node on the path to a single item, `shift` bits above it. */
function pathTo(shift: number, item: unknown): Node {
	return shift === 0 ? [item] : [pathTo(shift - BITS, item)];
}

function pushInto(node: Node, shift: number, index: number, item: unknown): Node {
	const copy = node.slice();
	if (shift === 0) {
		copy.push(item);
		return copy;
	}
	const slot = Math.floor(index / 2 ** shift) & MASK;
	copy[slot] =
		slot < node.length
			? pushInto(node[slot] as Node, shift - BITS, index, item)
			: pathTo(shift - BITS, item);
	return copy;
}

/** The list with `item` added at its end. */
export function pushed<T>(list: PersistentList<T>, item: T): PersistentList<T> {
	const { size, shift, root } = list;
	if (size === WIDTH * 2 ** shift)
		return { size: size + 1, shift: shift + BITS, root: [root, pathTo(shift, item)] };
	return { size: size + 1, shift, root: pushInto(root, shift, size, item) };
}

/** The item at `index` (from 0), or undefined when there is none. */
export function itemAt<T>(list: PersistentList<T>, index: number): T | undefined {
	if (!Number.isInteger(index) || index < 0 || index >= list.size) return undefined;
	let node = list.root;
	for (let shift = list.shift; shift > 0; shift -= BITS)
		node = node[Math.floor(index / 2 ** shift) & MASK] as Node;
	return node[index & MASK] as T;
}

function setIn(node: Node, shift: number, index: number, item: unknown): Node {
	const copy = node.slice();
	const slot = Math.floor(index / 2 ** shift) & MASK;
	copy[slot] = shift === 0 ? item : setIn(node[slot] as Node, shift - BITS, index, item);
	return copy;
}

/** The list with the item at `index` replaced by `item`; an index outside the list is an error. */
export function withItem<T>(list: PersistentList<T>, index: number, item: T): PersistentList<T> {
	if (!Number.isInteger(index) || index < 0 || index >= list.size)
		throw new RangeError(`no item ${index} in a list of ${list.size}`);
	return { size: list.size, shift: list.shift, root: setIn(list.root, list.shift, index, item) };
}

/** The items in order, as a new array. */
export function toArray<T>(list: PersistentList<T>): T[] {
	const items: T[] = [];
	const walk = (node: Node, shift: number): void => {
		if (shift === 0) for (const item of node) items.push(item as T);
		else for (const child of node) walk(child as Node, shift - BITS);
	};
	walk(list.root, list.shift);
	return items;
}

/** A list of `items`, in order. */
export function listFrom<T>(items: Iterable<T>): PersistentList<T> {
	let list = emptyList<T>();
	for (const item of items) list = pushed(list, item);
	return list;
}
