/** Turns a syntax tree into plain JSON for the parser fixtures (numbers as "n" or "n/d"). */
import type { Node } from '../read/ast';

export function serialize(node: Node): unknown {
	return JSON.parse(
		JSON.stringify(node, (_key, value) => {
			if (value && typeof value === 'object' && typeof value.n === 'bigint') {
				return value.d === 1n ? value.n.toString() : `${value.n}/${value.d}`;
			}
			return typeof value === 'bigint' ? value.toString() : value;
		})
	);
}
