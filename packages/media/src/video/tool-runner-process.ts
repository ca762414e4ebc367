/**
 * A small process that runs tools for a big one (see forkToolRunner). It receives `{ id, binary, args,
 * options }` messages and answers `{ id, outcome }`; it exits when its parent disconnects.
 */
import { execTool, type ToolRunOptions } from './run-tool.ts';

interface ToolRequest {
  id: number;
  binary: string;
  args: string[];
  options: ToolRunOptions;
}

process.on('message', async ({ id, binary, args, options }: ToolRequest) => {
  process.send?.({ id, outcome: await execTool(binary, args, options) });
});
process.on('disconnect', () => process.exit(0));
