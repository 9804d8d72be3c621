// Time to read a 5,000-row platform export with the import the tools use (decode, header search,
// platform detection, figures, row dropping, channels), median of several runs in Node. In the page
// the same code runs in a Web Worker, so this is time the visitor waits, never time the page freezes.
import { performance } from 'node:perf_hooks';
import writeExcelFile from 'write-excel-file/node';
import { readExportBytes } from '../src/features/calculator-kit/import/read-file.ts';
import { toChannels } from '../src/features/calculator-kit/import/model/channels.ts';

const ROWS = 5_000;

function googleUtf16() {
  const header = [
    'Campaign status',
    'Campaign',
    'Campaign type',
    'Currency code',
    'Impr.',
    'Clicks',
    'CTR',
    'Avg. CPC',
    'Cost',
    'Conversions',
    'Conv. value',
  ];
  const lines = ['Campaign report', '1 September 2026 - 30 September 2026', header.join('\t')];
  for (let i = 0; i < ROWS; i += 1) {
    lines.push(
      [
        'Enabled',
        `Campaign ${i}`,
        i % 3 ? 'Search' : 'Performance Max',
        'AUD',
        '12,480',
        `${1000 + i}`,
        '9.94%',
        '1.21',
        `1,${String(i % 1000).padStart(3, '0')}.40`,
        '86.50',
        '9,800.00',
      ].join('\t'),
    );
  }
  lines.push('Total: Account\t--\t--\tAUD\t1\t1\t1\t1\t1\t1\t1');
  const text = lines.join('\r\n');
  return new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
}

function metaCsv() {
  const header = [
    'Reporting starts',
    'Reporting ends',
    'Campaign name',
    'Ad name',
    'Results',
    'Result indicator',
    'Amount spent (VND)',
    'Link clicks',
  ];
  const lines = [header.map((h) => `"${h}"`).join(',')];
  for (let i = 0; i < ROWS; i += 1) {
    const indicator =
      i % 2 ? 'actions:onsite_conversion.messaging_conversation_started_7d' : 'actions:onsite_conversion.lead_grouped';
    lines.push(
      [
        '2026-09-01',
        '2026-09-30',
        `Chiến dịch ${i % 50}`,
        `Quảng cáo ${i}`,
        `${i % 40}`,
        indicator,
        `${(i % 900) + 100},000`,
        `${i % 300}`,
      ]
        .map((c) => `"${c}"`)
        .join(','),
    );
  }
  return new TextEncoder().encode(lines.join('\n'));
}

async function tiktokXlsx() {
  const rows = [['Campaign name', 'By Day', 'Currency', 'Cost', 'Impressions', 'Clicks (destination)', 'Conversions']];
  for (let i = 0; i < ROWS; i += 1)
    rows.push([
      `Campaign ${i % 40}`,
      `2026-09-${String((i % 30) + 1).padStart(2, '0')}`,
      'USD',
      12.5 + (i % 7),
      i % 11 ? 1000 + i : '<5',
      i % 13 ? 20 : '--',
      i % 5,
    ]);
  const blob = await writeExcelFile(rows).toBuffer();
  return new Uint8Array(blob);
}

async function timeRead(bytes, leadType, runs) {
  const times = [];
  let rows = 0;
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    const result = await readExportBytes(bytes);
    if (!result.ok) throw new Error(`import bench: file not read (${result.problem})`);
    toChannels(result.file.rows, leadType);
    times.push(performance.now() - start);
    rows = result.file.rows.length;
  }
  times.sort((a, b) => a - b);
  return { medianMs: times[Math.floor(times.length / 2)], rows, bytes: bytes.length };
}

export async function runImportRead({ runs = 7 } = {}) {
  return [
    { name: 'Google Ads report, UTF-16LE TSV', ...(await timeRead(googleUtf16(), 'conversions', runs)) },
    { name: 'Meta export, CSV, results split by type', ...(await timeRead(metaCsv(), 'message', runs)) },
    {
      name: 'TikTok export, XLSX',
      ...(await timeRead(await tiktokXlsx(), 'conversions', Math.max(3, Math.floor(runs / 2)))),
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await runImportRead());
