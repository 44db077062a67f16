/** A bench's command-line option: the word after `name`, or undefined when `name` is not given. */
export function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
