import { describe, expect, it } from 'vitest';
import {
	clockText,
	closedProblem,
	durationWords,
	isLifeEvent,
	lifeOf,
	lifeProblem,
	playedTime,
	statusOf,
	type LifeStep
} from './life';

const MIN = 60_000;
const at = (minute: number, type: string) => ({ at: minute * MIN, event: { type } });
const play = (minute: number) => at(minute, 'round');
const step = (minute: number, type: LifeStep) => at(minute, type);

describe('the life of a game', () => {
	it('knows its own entries from those of a game', () => {
		expect(isLifeEvent({ type: 'finish' })).toBe(true);
		expect(isLifeEvent({ type: 'pause' })).toBe(true);
		expect(isLifeEvent({ type: 'round' })).toBe(false);
		expect(isLifeEvent({ type: 'undo' })).toBe(false);
	});

	it('is in progress until the table finishes or abandons it, and again once reopened', () => {
		expect(statusOf(false, lifeOf([play(1)], 0))).toBe('active');
		expect(statusOf(true, lifeOf([play(1)], 0))).toBe('finished');
		expect(statusOf(false, lifeOf([play(1), step(2, 'finish')], 0))).toBe('finished');
		expect(statusOf(false, lifeOf([play(1), step(2, 'abandon')], 0))).toBe('abandoned');
		expect(statusOf(false, lifeOf([step(2, 'abandon'), step(3, 'reopen')], 0))).toBe('active');
	});

	it('leaves out the time a game stood over by its rules before a correction took it back', () => {
		// Over by its rules at minute 87; corrected at minute 438, which takes the game back.
		const over = (minute: number) => ({ ...play(minute), over: true });
		const reopened = lifeOf([play(40), over(87), play(438)], 0);
		expect(playedTime(reopened, false, 440 * MIN)).toBe((87 + 2) * MIN);
		// Corrected again so that it is over once more: the clock stops at that entry.
		const overAgain = lifeOf([play(40), over(87), play(438), over(439)], 0);
		expect(playedTime(overAgain, true, 500 * MIN)).toBe((87 + 1) * MIN);
		// Undo of the correction: the game stands over at minute 87, as before.
		expect(playedTime(lifeOf([play(40), over(87)], 0), true, 500 * MIN)).toBe(87 * MIN);
		// A correction that leaves it over (a note, a score changed among losers) adds nothing.
		expect(playedTime(lifeOf([play(40), over(87), over(438)], 0), true, 500 * MIN)).toBe(87 * MIN);
	});

	it('counts the minutes played from creation to the end, less the pauses', () => {
		const life = lifeOf(
			[play(10), step(20, 'pause'), step(50, 'resume'), play(60), step(70, 'finish')],
			0
		);
		// 70 minutes from start to end, 30 of them paused.
		expect(playedTime(life, false, 999 * MIN)).toBe(40 * MIN);
	});

	it('stops the clock while paused and starts it again with the next entry of the game', () => {
		const paused = lifeOf([play(5), step(10, 'pause')], 0);
		expect(playedTime(paused, false, 100 * MIN)).toBe(10 * MIN);
		const playedOn = lifeOf([play(5), step(10, 'pause'), play(40)], 0);
		expect(playedOn.pausedAt).toBeNull();
		expect(playedTime(playedOn, false, 45 * MIN)).toBe(15 * MIN);
	});

	it('leaves the time between an end and a reopening out', () => {
		const life = lifeOf([step(10, 'finish'), step(100, 'reopen'), step(105, 'finish')], 0);
		expect(playedTime(life, false, 999 * MIN)).toBe(15 * MIN);
	});

	it('ends the clock at the last entry when the rules end the game', () => {
		const life = lifeOf([play(5), play(25)], 0);
		expect(playedTime(life, true, 90 * MIN)).toBe(25 * MIN);
	});

	it("reads an older build's finished flag only when the log says nothing of the life", () => {
		const legacy = lifeOf([play(5)], 0, 30 * MIN);
		expect(statusOf(false, legacy)).toBe('finished');
		expect(playedTime(legacy, false, 99 * MIN)).toBe(30 * MIN);
		expect(statusOf(false, lifeOf([play(5), step(40, 'reopen')], 0, 30 * MIN))).toBe('active');
	});

	it('refuses what the table cannot do at that point, in plain words', () => {
		const going = lifeOf([play(1)], 0);
		const over = lifeOf([play(1), step(2, 'finish')], 0);
		const paused = lifeOf([step(2, 'pause')], 0);
		expect(lifeProblem(going, false, 'finish')).toBeNull();
		expect(lifeProblem(going, false, 'abandon')).toBeNull();
		expect(lifeProblem(over, false, 'finish')?.reason).toBe('This game is already over.');
		expect(lifeProblem(going, false, 'reopen')?.reason).toMatch(/still in progress/);
		expect(lifeProblem(going, true, 'reopen')?.reason).toMatch(/undo its last entry/);
		expect(lifeProblem(going, true, 'abandon')?.reason).toBe('This game is already over.');
		expect(lifeProblem(over, false, 'reopen')).toBeNull();
		expect(lifeProblem(paused, false, 'pause')?.reason).toBe('The clock is already paused.');
		expect(lifeProblem(going, false, 'resume')?.reason).toBe('The clock is not paused.');
		expect(lifeProblem(over, false, 'pause')?.reason).toMatch(/clock has stopped/);
		expect(closedProblem(over)?.reason).toMatch(/Reopen it to record more/);
		expect(closedProblem(going)).toBeNull();
	});

	it('shows a duration as a clock and in words', () => {
		expect(clockText(5_000)).toBe('0:05');
		expect(clockText(12 * MIN + 40_000)).toBe('12:40');
		expect(clockText(62 * MIN + 9_000)).toBe('1:02:09');
		expect(durationWords(30_000)).toBe('less than a minute');
		expect(durationWords(MIN)).toBe('1 minute');
		expect(durationWords(125 * MIN)).toBe('2 hours 5 minutes');
		expect(durationWords(120 * MIN)).toBe('2 hours');
	});
});
