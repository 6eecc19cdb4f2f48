/** The Subsets engine wired to the real card checker. */
import { checkCard, decideSubset } from '../../core/sets';
import { createSubsetsEngine } from './engine';

export const engine = createSubsetsEngine({ checkCard, decideSubset });
