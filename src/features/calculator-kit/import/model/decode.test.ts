import { describe, expect, it } from 'vitest';
import { decodeText, sniffKind } from './decode.ts';

const utf16le = (text: string, bom = true) => {
  const bytes = new Uint8Array((bom ? 2 : 0) + text.length * 2);
  if (bom) bytes.set([0xff, 0xfe]);
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    bytes[(bom ? 2 : 0) + i * 2] = code & 0xff;
    bytes[(bom ? 2 : 0) + i * 2 + 1] = code >> 8;
  }
  return bytes;
};

describe('decodeText', () => {
  it('decodes UTF-16LE with a byte-order mark (Google Ads)', () => {
    expect(decodeText(utf16le('Campaign\tCost\nLượt hiển thị\t1'))).toEqual({
      ok: true,
      text: 'Campaign\tCost\nLượt hiển thị\t1',
      encoding: 'utf-16le',
    });
  });
  it('decodes UTF-16LE without a mark from its zero bytes', () => {
    expect(decodeText(utf16le('Campaign,Cost\nBrand,10\n', false))).toMatchObject({
      ok: true,
      encoding: 'utf-16le',
      text: 'Campaign,Cost\nBrand,10\n',
    });
  });
  it('drops the UTF-8 byte-order mark', () => {
    expect(decodeText(new TextEncoder().encode('\uFEFFTên chiến dịch,Chi phí'))).toEqual({
      ok: true,
      text: 'Tên chiến dịch,Chi phí',
      encoding: 'utf-8',
    });
  });
  it('reads a Windows code-page file rather than refusing it', () => {
    expect(decodeText(new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x2c, 0x31]))).toEqual({
      ok: true,
      text: 'Café,1',
      encoding: 'windows-1252',
    });
  });
  it('refuses binary bytes and empty files', () => {
    const noise = new Uint8Array(1000).map((_, i) => (i * 97 + 13) % 256);
    expect(decodeText(noise)).toEqual({ ok: false, problem: 'binary' });
    expect(decodeText(new Uint8Array([0xff, 0xfe]))).toEqual({ ok: false, problem: 'empty' });
  });
});

describe('sniffKind', () => {
  it('tells XLSX, old XLS and text apart by their first bytes', () => {
    expect(sniffKind(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0]))).toBe('xlsx');
    expect(sniffKind(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1]))).toBe('xls');
    expect(sniffKind(new TextEncoder().encode('Campaign,Cost'))).toBe('text');
  });
});
