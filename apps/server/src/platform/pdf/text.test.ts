import { describe, expect, it } from 'vitest';
import PDFDocument from 'pdfkit';
import { extractText } from 'unpdf';
import { drawText, measureText, wrapText } from './text.ts';

/** One unit a character: widths a test can count. */
const count = (piece: string) => [...piece].length;

describe('wrapText', () => {
  it('breaks at spaces, and a word wider than the line between its characters', () => {
    expect(wrapText('Wool overshirt with a name far too long', { width: 10 }, count)).toEqual([
      'Wool',
      'overshirt',
      'with a',
      'name far',
      'too long',
    ]);
    expect(wrapText('abcdefghijklmnopqrstuvwxyz end', { width: 10 }, count)).toEqual([
      'abcdefghij',
      'klmnopqrst',
      'uvwxyz end',
    ]);
  });

  it('breaks Chinese and Japanese between characters, never before closing punctuation', () => {
    expect(wrapText('亚麻衬衫亚麻衬衫亚麻衬衫，很好。', { width: 5 }, count)).toEqual([
      '亚麻衬衫亚',
      '麻衬衫亚麻',
      '衬衫，很',
      '好。',
    ]);
  });

  it('keeps newlines, and ends the last allowed line with an ellipsis', () => {
    expect(wrapText('one\ntwo three four\n\nfive', { width: 10 }, count)).toEqual([
      'one',
      'two three',
      'four',
      '',
      'five',
    ]);
    expect(wrapText('Wool overshirt with a name', { width: 10, lines: 2 }, count)).toEqual([
      'Wool',
      'overshirt…',
    ]);
    // The last line is filled as far as the ellipsis lets it, up to the paragraph's end.
    expect(wrapText('Wool overshirt', { width: 10, lines: 1 }, count)).toEqual(['Wool over…']);
    expect(wrapText('one\ntwo three four\nsix', { width: 10, lines: 2 }, count)).toEqual([
      'one',
      'two three…',
    ]);
    expect(wrapText('Wool', { width: 10, lines: 1 }, count)).toEqual(['Wool']);
    expect(wrapText('', { width: 10 }, count)).toEqual([]);
  });
});

/** A document drawn by `draw`, as bytes. */
async function pdf(draw: (doc: PDFKit.PDFDocument) => void) {
  const doc = new PDFDocument({ size: 'A4', margin: 0 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on('end', resolve));
  draw(doc);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

const fontNames = (bytes: Buffer) =>
  [...bytes.toString('latin1').matchAll(/\/FontName \/(\S+)/g)].map((match) => match[1]!);

describe('drawText', () => {
  it('draws every script as text a reader extracts, with subsets of the fonts it used', async () => {
    const names = ['亚麻衬衫', 'リネンシャツ', '린넨 셔츠', 'Áo sơ mi lanh', 'Keten gömlek ığüşöç'];
    const bytes = await pdf((doc) => {
      let y = 40;
      for (const name of names) y = drawText(doc, name, 40, y, { size: 12, width: 300 });
      drawText(doc, 'Λινό πουκάμισο', 40, y, { size: 12, bold: true, width: 300 });
    });
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    for (const name of [...names, 'Λινό πουκάμισο']) expect(text).toContain(name);
    // Subsets, each named with a tag: 'ABCDEF+NotoSans-Regular'.
    const fonts = fontNames(bytes);
    for (const font of fonts) expect(font).toMatch(/^[A-Z]{6}\+/);
    expect(fonts.map((font) => font.slice(7)).sort()).toEqual([
      'NotoSans-Bold',
      'NotoSans-Regular',
      'NotoSansKR-Regular',
      'NotoSansSC-Regular',
    ]);
  });

  it('writes text a reader copies as it was written, letters with stacked marks too', async () => {
    const samples = [
      // The tech pack's own words (render/locales/vi.json, 'techpack.bom.empty'), then a point of
      // measure: ị, ụ, ọ and ẹ are the letters Noto Sans's ccmp splits into letter and dot below.
      'Định mức nguyên phụ liệu trống ở phiên bản này.',
      'Độ dài thân sau từ đốt sống cổ',
      // The same, typed decomposed (as macOS keyboards and file names give it).
      'Độ dài thân sau từ đốt sống cổ, Định mức nguyên phụ liệu'.normalize('NFD'),
      // Plain letters after them, which must still read as plain letters.
      'Kumaş İplik ılık sığ düğme',
      'Gradierte Maßtabelle, Stückliste',
      'Main-d’œuvre, cœur, révision',
      'Composição, mão de obra, importação',
      '此版本的物料清单为空。',
      'Lining, button, collar',
    ];
    const bytes = await pdf((doc) => {
      let y = 40;
      for (const bold of [false, true])
        for (const sample of samples)
          y = drawText(doc, sample, 40, y, { size: 10, bold, width: 500 });
    });
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    // Compared in NFC: a reader may give a letter and its marks decomposed or not, and both are
    // the same text (canonically equivalent) to whoever copies or searches it.
    const written = samples.map((sample) => sample.normalize('NFC'));
    expect(text.normalize('NFC').split('\n')).toEqual([...written, ...written]);
  });

  it('answers the y under its lines, one height a line whatever the script', async () => {
    let ys: number[] = [];
    await pdf((doc) => {
      const box = { size: 10, width: 60 };
      const latin = drawText(doc, 'Linen', 0, 100, box);
      const chinese = drawText(doc, '亚麻衬衫', 0, 100, box);
      const wrapped = drawText(doc, 'Linen\n亚麻\n린넨', 0, 100, box);
      const clipped = drawText(doc, 'Linen shirt, wide sleeves', 0, 100, { ...box, lines: 1 });
      ys = [latin, chinese, wrapped, clipped, doc.y];
    });
    const line = ys[0]! - 100;
    expect(line).toBeCloseTo(13.62, 1); // Noto Sans: 1.362 em
    expect(ys).toEqual([100 + line, 100 + line, 100 + 3 * line, 100 + line, 100 + line]);
  });

  it('measures a text across its runs', async () => {
    await pdf((doc) => {
      const style = { size: 10 };
      const latin = measureText(doc, 'Linen ', style);
      const chinese = measureText(doc, '亚麻', style);
      expect(chinese).toBeCloseTo(20, 5); // two full-width characters of 1 em
      expect(measureText(doc, 'Linen 亚麻', style)).toBeCloseTo(latin + chinese, 5);
      expect(measureText(doc, 'Linen', { size: 10, bold: true })).toBeGreaterThan(
        measureText(doc, 'Linen', style),
      );
      // Typed decomposed, a text is drawn with the font's own letters, as composed: ư is the
      // glyph ư, not a u with a horn placed over it.
      const vietnamese = 'Độ dài thân sau từ đốt sống cổ';
      expect(measureText(doc, vietnamese.normalize('NFD'), style)).toBe(
        measureText(doc, vietnamese, style),
      );
    });
  });
});
