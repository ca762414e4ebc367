/**
 * A small process that runs tools for a big one (see forkToolRunner). It receives `{ id, binary, args, cwd }`
 * messages and answers `{ id, outcome }`; it exits when its parent disconnects.
 */
import { execTool } from './run-tool.ts';

interface ToolRequest {
  id: number;
  binary: string;
  args: string[];
  cwd?: string;
}

process.on('message', async ({ id, binary, args, cwd }: ToolRequest) => {
  process.send?.({ id, outcome: await execTool(binary, args, { cwd }) });
});
process.on('disconnect', () => process.exit(0));
