/**
 * The menu file as a header and rows of text cells, in CSV (csv-parse / csv-stringify) or XLSX
 * (exceljs). Line numbers are the file's: the header is line 1. CSV is written UTF-8 with a byte
 * order mark and commas (spreadsheet programs open it in the right encoding); read with or
 * without the mark, with commas or semicolons (what a spreadsheet saves in locales whose decimal
 * mark is a comma).
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type ExcelJS from 'exceljs';
import { AppError } from '../../lib/errors.js';

interface SheetRow {
  line: number;
  cells: Record<string, string>;
}

export interface Sheet {
  header: string[];
  rows: SheetRow[];
}

/**
 * exceljs takes ~0.4 s to load: loaded on the first XLSX file, not with the API (every start,
 * every test file's).
 */
const loadExcel = async () => (await import('exceljs')).default;

/** Columns whose values go into XLSX as numbers (so sums and sorting work in the spreadsheet). */
const NUMERIC = /^(weight|pieces|persons|sort_order|kcal|proteins|fats|carbohydrates|price:.*|old_price:.*)$/;

export async function readSheet(format: 'csv' | 'xlsx', body: Buffer): Promise<Sheet> {
  if (!body.length) throw new AppError('IMPORT_UNREADABLE', 'The file is empty');
  return format === 'csv' ? readCsv(body) : readXlsx(body);
}

function readCsv(body: Buffer): Sheet {
  const text = body.toString('utf8').replace(/^\uFEFF/, '');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, {
      delimiter,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as never;
  } catch (err) {
    throw new AppError('IMPORT_UNREADABLE', `The CSV file cannot be read: ${(err as Error).message}`);
  }
  return toSheet(records.map(({ record, info }) => ({ line: info.lines, values: record })));
}

async function readXlsx(body: Buffer): Promise<Sheet> {
  const book = new (await loadExcel()).Workbook();
  try {
    await book.xlsx.load(body as unknown as ArrayBuffer);
  } catch (err) {
    throw new AppError('IMPORT_UNREADABLE', `The XLSX file cannot be read: ${(err as Error).message}`);
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw new AppError('IMPORT_UNREADABLE', 'The XLSX file has no sheet');
  const lines: Array<{ line: number; values: string[] }> = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const values: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      values[col - 1] = cellText(cell.value);
    });
    lines.push({ line: rowNumber, values: Array.from(values, (v) => v ?? '') });
  });
  return toSheet(lines);
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  return '';
}

function toSheet(lines: Array<{ line: number; values: string[] }>): Sheet {
  const [head, ...body] = lines;
  if (!head) throw new AppError('IMPORT_UNREADABLE', 'The file has no header row');
  const header = head.values.map((h) => h.trim());
  const rows = body
    .filter(({ values }) => values.some((v) => v.trim() !== ''))
    .map(({ line, values }) => ({
      line,
      cells: Object.fromEntries(header.map((h, i) => [h, values[i] ?? ''])),
    }));
  return { header, rows };
}

export async function writeSheet(
  format: 'csv' | 'xlsx',
  header: string[],
  rows: Array<Record<string, string>>,
): Promise<Buffer> {
  if (format === 'csv') {
    const text = stringify([header, ...rows.map((r) => header.map((h) => r[h] ?? ''))]);
    return Buffer.concat([Buffer.from('\uFEFF'), Buffer.from(text, 'utf8')]);
  }
  const book = new (await loadExcel()).Workbook();
  const sheet = book.addWorksheet('menu');
  sheet.addRow(header);
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const r of rows)
    sheet.addRow(header.map((h) => (NUMERIC.test(h) && r[h] ? Number(r[h]) : (r[h] ?? ''))));
  return Buffer.from(await book.xlsx.writeBuffer());
}
