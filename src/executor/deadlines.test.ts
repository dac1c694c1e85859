import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createDeadlines } from './deadlines.js';

describe('createDeadlines', () => {
  it('calls each deadline once, in the order they fall due, whatever order they were set in', async () => {
    const deadlines = createDeadlines();
    const fired: string[] = [];
    const started = performance.now();
    deadlines.after(60, () => fired.push('late'));
    deadlines.after(20, () => fired.push('early'));
    deadlines.after(40, () => fired.push('middle'));
    await sleep(30);
    expect(fired).toEqual(['early']);
    await sleep(60);
    expect(fired).toEqual(['early', 'middle', 'late']);
    expect(performance.now() - started).toBeGreaterThanOrEqual(60);
  });

  it('never calls a cancelled deadline, and still calls the others', async () => {
    const deadlines = createDeadlines();
    const fired: string[] = [];
    const deadline = deadlines.after(10, () => fired.push('cancelled'));
    deadlines.after(30, () => fired.push('kept'));
    deadlines.cancel(deadline);
    await sleep(50);
    expect(fired).toEqual(['kept']);
  });

  it('takes deadlines set while another expires', async () => {
    const deadlines = createDeadlines();
    const fired: string[] = [];
    deadlines.after(10, () => {
      fired.push('first');
      deadlines.after(10, () => fired.push('second'));
    });
    await sleep(60);
    expect(fired).toEqual(['first', 'second']);
  });

  it('waits out a deadline longer than a Node timer can (24.8 days): no early call, no overflow warning', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    const deadlines = createDeadlines();
    let fired = false;
    const deadline = deadlines.after(30 * 24 * 3_600_000, () => (fired = true));
    await sleep(50);
    process.off('warning', onWarning);
    deadlines.cancel(deadline);
    expect(fired).toBe(false);
    expect(warnings).not.toContain('TimeoutOverflowWarning');
  });

  it('waits a deadline out when its timer fires before it is due', async () => {
    let offset = 0;
    const deadlines = createDeadlines(() => performance.now() - offset);
    let firedAt: number | undefined;
    const started = performance.now();
    deadlines.after(20, () => (firedAt = performance.now()));
    offset = 15; // the clock the deadlines read now lags the timers by 15 ms
    await sleep(80);
    expect(firedAt! - started).toBeGreaterThanOrEqual(35);
  });
});
