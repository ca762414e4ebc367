/** Command-line numbers the benchmarks accept: a bad one stops the run before anything is prepared. */
export function countOption(name: string, value: string, max: number): number {
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > max) {
    console.error(`--${name} must be a whole number from 1 to ${max}, got ${value}.`);
    process.exit(2);
  }
  return count;
}
