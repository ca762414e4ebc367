/**
 * The progress of a long first-start step. In a terminal one line is rewritten in place; in a log (CI, the
 * end-to-end server) a line is written at every tenth of the way, so the log shows progress without
 * hundreds of lines.
 */
export function progressReporter(
  label: string,
  out: Pick<NodeJS.WriteStream, 'write' | 'isTTY'> = process.stdout,
): (done: number, total: number) => void {
  const started = Date.now();
  let lastTenth = -1;
  return (done, total) => {
    const finished = done === total;
    const tail = finished ? ` (${((Date.now() - started) / 1000).toFixed(1)} s)\n` : '';
    if (out.isTTY) {
      out.write(`\r${label}… ${done}/${total}${tail}`);
      return;
    }
    const tenth = Math.floor((done * 10) / total);
    if (tenth === lastTenth && !finished) return;
    lastTenth = tenth;
    out.write(`${label}… ${done}/${total}${tail || '\n'}`);
  };
}
