// A CSV text as records of fields, read by csv-parse (RFC 4180: quoted fields with commas, quotes
// or line breaks; a byte-order mark, Excel's "CSV UTF-8", dropped; blank lines skipped). Each record
// keeps the line it ends on, the line a spreadsheet shows for a one-line record, so a validator can
// name it. A text that is not CSV (a quote never closed) is refused with its line.
import { CsvError, parse } from 'csv-parse/sync';

export interface CsvRecord {
  line: number;
  fields: string[];
}

export type CsvRead = { ok: true; records: CsvRecord[] } | { ok: false; error: string };

export function csvRecords(text: string): CsvRead {
  try {
    const rows = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
    return { ok: true, records: rows.map(({ record, info }) => ({ line: info.lines, fields: record })) };
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines;
    return { ok: false, error: `${line ? `line ${line}: ` : ''}not readable as CSV (${error.message})` };
  }
}
