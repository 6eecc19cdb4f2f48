/**
 * How long a piece of text in a game entry may be. A Subsets card is the longest text any entry
 * holds, and the checker reads cards up to this length; every other text (a Transform integer, a
 * player's id) is held to the same limit, so the app never writes what its own backup import
 * would refuse.
 */
export const ENTRY_TEXT_MAX_LENGTH = 4000;

/**
 * How long a text the app itself writes into an entry may be: the Subsets checker's recorded
 * answers (a reason, a description, a witness) may quote parts of both cards. Backup import holds
 * every text in a move to this, so a file the app wrote is never refused for its length.
 */
export const RECORDED_TEXT_MAX_LENGTH = 5 * ENTRY_TEXT_MAX_LENGTH;
