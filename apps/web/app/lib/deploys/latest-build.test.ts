import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_CHECK_INTERVAL_MS, type LatestBuild, startBuildCheck } from './latest-build.ts';

describe('startBuildCheck', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function checker(answers: Array<LatestBuild | Error>) {
    const fetchLatest = vi.fn(async () => {
      const answer = answers.shift();
      if (!answer || answer instanceof Error) throw answer ?? new Error('no answer');
      return answer;
    });
    const onStale = vi.fn();
    const stop = startBuildCheck({
      currentBuildId: 'build-1',
      fetchLatest,
      onStale,
      setInterval: (run, ms) => setInterval(run, ms),
      clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
    });
    return { fetchLatest, onStale, stop };
  }

  it('asks nothing before an hour has passed, then once an hour', async () => {
    const { fetchLatest } = checker([{ build_id: 'build-1' }, { build_id: 'build-1' }]);
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS - 1);
    expect(fetchLatest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(fetchLatest).toHaveBeenCalledTimes(2);
  });

  it('reports another deployed build once and stops checking', async () => {
    const { fetchLatest, onStale } = checker([{ build_id: 'build-1' }, { build_id: 'build-2' }]);
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS * 4);
    expect(onStale).toHaveBeenCalledTimes(1);
    expect(fetchLatest).toHaveBeenCalledTimes(2);
  });

  it('tries again an hour after a failed check', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { onStale } = checker([new Error('offline'), { build_id: 'build-2' }]);
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(onStale).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(onStale).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
