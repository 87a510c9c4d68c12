import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CoalescedPass } from '../../simulator/coalesced-pass';
import { RefusedCall, type SyncedFace } from '../../simulator/device-client';
import { FramePacer } from '../../simulator/frame-pacer';
import type { GatewayEvents } from '../../simulator/gateway-events';
import { Ramp } from '../../simulator/ramp';
import { ResultOutbox } from '../../simulator/result-outbox';
import { Timetable } from '../../simulator/timetable';

/** Every event a no-op but those a test listens to. */
function events(overrides: Partial<GatewayEvents> = {}): GatewayEvents {
  const quiet = () => {};
  return {
    online: quiet,
    offline: quiet,
    released: quiet,
    config: quiet,
    delay: quiet,
    faceSeen: quiet,
    photo: quiet,
    answered: quiet,
    held: quiet,
    resent: quiet,
    removed: quiet,
    lost: quiet,
    error: quiet,
    refused: quiet,
    ...overrides,
  };
}

describe('gateway simulator: one timer, a ramp, paced frames (fake clock)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the timetable’s tasks when due, in time order then in the order given, and none once stopped', () => {
    const timetable = new Timetable();
    const ran: string[] = [];
    timetable.after(300, () => ran.push('c'));
    timetable.after(100, () => ran.push('a'));
    timetable.after(100, () => ran.push('b'));
    timetable.after(500, () => ran.push('never'));
    vi.advanceTimersByTime(99);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['a', 'b']);
    vi.advanceTimersByTime(200);
    expect(ran).toEqual(['a', 'b', 'c']);
    // A task added from a task, and one earlier than the timer armed: each in its time.
    timetable.after(50, () => timetable.after(10, () => ran.push('d')));
    vi.advanceTimersByTime(60);
    expect(ran).toEqual(['a', 'b', 'c', 'd']);
    timetable.stop();
    vi.advanceTimersByTime(1000);
    expect(ran).not.toContain('never');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('opens connections on the ramp at most so many a second, in order', () => {
    const timetable = new Timetable();
    const ramp = new Ramp(100, timetable);
    const opened: number[] = [];
    for (let gateway = 0; gateway < 250; gateway += 1) ramp.admit(() => opened.push(gateway));
    expect(opened).toHaveLength(5);
    vi.advanceTimersByTime(1000);
    expect(opened.length).toBeGreaterThanOrEqual(100);
    expect(opened.length).toBeLessThanOrEqual(105);
    vi.advanceTimersByTime(2000);
    expect(opened).toEqual(Array.from({ length: 250 }, (_, index) => index));
    expect(ramp.waiting).toBe(0);
  });

  it('keeps frames within the console’s allowance: a burst goes at once, the rest waits its turn', () => {
    const timetable = new Timetable();
    const sent: string[] = [];
    const pacer = new FramePacer(timetable, (text) => sent.push(text));
    for (let frame = 0; frame < 100; frame += 1) pacer.send(String(frame));
    // Under the console's burst of 40 and its 20 a second.
    expect(sent.length).toBeLessThan(40);
    const burst = sent.length;
    vi.advanceTimersByTime(1000);
    expect(sent.length - burst).toBeLessThan(20);
    vi.advanceTimersByTime(10_000);
    expect(sent).toEqual(Array.from({ length: 100 }, (_, index) => String(index)));
  });
});

describe('gateway simulator: sync passes and results', () => {
  it('runs one more sync pass after the running one, however many times it was asked meanwhile', async () => {
    let passes = 0;
    let finish = () => {};
    const pass = new CoalescedPass(
      () => {
        passes += 1;
        return new Promise<void>((resolve) => {
          finish = resolve;
        });
      },
      () => {},
    );
    pass.request();
    for (let frame = 0; frame < 10; frame += 1) pass.request();
    expect(passes).toBe(1);
    finish();
    await vi.waitFor(() => expect(passes).toBe(2));
    finish();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(passes).toBe(2);
    pass.request();
    expect(passes).toBe(3);
  });

  it('keeps a result the console did not answer and sends it again until it is; drops one refused for good', async () => {
    const face = (id: number) => ({ id, version: 3 }) as SyncedFace;
    let reachable = false;
    const sent: number[] = [];
    const settled: [number, number | undefined][] = [];
    const held: number[] = [];
    const outbox = new ResultOutbox(
      {
        report: async (faceId) => {
          sent.push(faceId);
          if (faceId === 9) throw new RefusedCall(6074, 'the face is not registering');
          if (!reachable) throw new Error('the channel is not open');
          return face(faceId);
        },
        settled: (faceId, answered) => settled.push([faceId, answered?.version]),
        unanswered: () => {},
      },
      events({ held: (faceId) => held.push(faceId) }),
    );
    outbox.put(1, { ok: true }, 1);
    outbox.put(2, { ok: false, reason: 'panel-no-face' }, 2);
    outbox.put(9, { ok: true }, 1);
    await vi.waitFor(() => expect(held).toEqual([1, 2]));
    expect(settled).toEqual([[9, undefined]]);
    expect(outbox.size).toBe(2);
    reachable = true;
    expect(outbox.resend()).toBe(2);
    await vi.waitFor(() => expect(outbox.size).toBe(0));
    expect(settled).toEqual([
      [9, undefined],
      [1, 3],
      [2, 3],
    ]);
    expect(sent).toEqual([1, 2, 9, 1, 2]);
  });
});
