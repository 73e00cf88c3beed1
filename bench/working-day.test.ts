import { describe, expect, it } from 'vitest';
import { defaultsFloor, viewsOf } from './working-day';

describe('the working day', () => {
  it("budget with the gateway's defaults is the day's floor per view plus 0.05", () => {
    expect(defaultsFloor(211, 400).limit).toBe(0.58);
    expect(defaultsFloor(200, 400).limit).toBe(0.55);
    expect(defaultsFloor(0, 0).limit).toBe(0.05);
  });

  it('walks the same views for the same person on every run, and other views for another', () => {
    const visits = (person: number) => viewsOf(person, 20).flatMap((view) => view.visits);
    expect(visits(3)).toEqual(visits(3));
    expect(visits(3)).not.toEqual(visits(4));
  });
});
