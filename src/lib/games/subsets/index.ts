/** The Subsets engine wired to the real card checker. */
import { checkCard, decideSubset } from '../../core/subsets-checker';
import { createSubsetsEngine } from './engine';

export const engine = createSubsetsEngine({ checkCard, decideSubset });
