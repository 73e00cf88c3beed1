import { describe, expect, it } from 'vitest';
import { medianRun } from './lighthouse';

const run = (performance: number, tbt: number) => ({
  performance,
  tbt,
  accessibility: 100,
  bestPractices: 100,
  fcp: 1000,
  lcp: 2000,
});

describe('medianRun', () => {
  it('reports the run with the middle performance score, whatever the order', () => {
    expect(medianRun([run(96, 40), run(84, 430), run(91, 200)])).toEqual(run(91, 200));
    expect(medianRun([run(84, 430), run(96, 40), run(91, 200)]).performance).toBe(91);
  });

  it('takes the lower middle run of an even count, and the only run of one', () => {
    expect(medianRun([run(96, 40), run(88, 300)]).performance).toBe(88);
    expect(medianRun([run(93, 90)])).toEqual(run(93, 90));
  });

  it('between equal scores, takes the one with the middle blocking time', () => {
    expect(medianRun([run(95, 10), run(95, 140), run(95, 60)]).tbt).toBe(60);
  });
});
