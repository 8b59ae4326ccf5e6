/** The default backend's data: collection name to records; each record has an `id`. */
export type SeedData = Record<string, Record<string, unknown>[]>;

export class SeedError extends Error {
  constructor(message: string) {
    super(`db.json: ${message}`);
    this.name = 'SeedError';
  }
}

export function parseSeed(text: string): SeedData {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new SeedError(describeJsonError(text, error as Error));
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    throw new SeedError('expected an object of collections, like { "todos": [{ "id": 1 }] }');
  }
  for (const [name, records] of Object.entries(data)) {
    if (!Array.isArray(records) || records.some((r) => !r || typeof r !== 'object')) {
      throw new SeedError(`"${name}" should be an array of records`);
    }
  }
  return data as SeedData;
}

/** Where a JSON text went wrong, as line and column, whatever the engine's message says. */
export function describeJsonError(text: string, error: Error): string {
  const position = /at position (\d+)/.exec(error.message);
  const offset = position ? Number(position[1]) : text.length;
  const before = text.slice(0, offset).split('\n');
  const reason = error.message.replace(/\s*in JSON at position \d+.*$/, '').replace(/^JSON\.parse: /, '');
  return `line ${before.length}, column ${before.at(-1)!.length + 1}: ${reason}`;
}
