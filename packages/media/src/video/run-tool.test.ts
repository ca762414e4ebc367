import { describe, expect, it } from 'vitest';
import { forkToolRunner } from './fork-tool-runner.ts';
import { runTool, ToolFailedError, ToolMissingError } from './run-tool.ts';

describe('running a tool', () => {
  it('answers what the tool printed', async () => {
    expect(await runTool('/bin/echo', ['花火'])).toBe('花火\n');
  });

  it('stops a tool that does not finish in time instead of waiting for ever', async () => {
    const error = await runTool('/bin/sleep', ['30'], { timeoutMs: 200 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ToolFailedError);
    expect((error as Error).message).toContain('did not finish in time');
  });

  it('says which tool to install when it is not on PATH', async () => {
    const error = await runTool('hanabi-no-such-tool', []).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ToolMissingError);
    expect((error as Error).message).toMatch(/^hanabi-no-such-tool が見つかりません。/);
  });

  it('runs tools from a helper process with the same answers and errors', { timeout: 20_000 }, async () => {
    const runner = forkToolRunner();
    try {
      expect(await runner.run('/bin/echo', ['花火'])).toBe('花火\n');
      await expect(runner.run('/bin/sleep', ['30'], { timeoutMs: 200 })).rejects.toThrow('did not finish in time');
      await expect(runner.run('/bin/false', [])).rejects.toBeInstanceOf(ToolFailedError);
    } finally {
      runner.close();
    }
  });
});
