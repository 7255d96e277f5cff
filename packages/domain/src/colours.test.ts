import { describe, expect, it } from 'vitest';
import { normaliseHex, parsePalette, ZCreateColourSchema } from './colours.ts';
import { messages } from './messages.ts';

describe('hex codes', () => {
  it.each([
    ['0f4c81', '#0F4C81'],
    ['#abcdef', '#ABCDEF'],
    [' #A1B2C3 ', '#A1B2C3'],
    ['#fa0', '#FFAA00'],
    ['c2b', '#CC22BB'],
  ])('normalise %j to %j', (input, expected) => {
    expect(normaliseHex(input)).toBe(expected);
    const parsed = ZCreateColourSchema.parse({
      teamId: '00000000-0000-4000-8000-000000000001',
      name: 'x',
      code: 'y',
      hexCode: input,
    });
    expect(parsed.hexCode).toBe(expected);
  });
});

describe('parsePalette', () => {
  it('takes bare hex codes, the short ones only with their #', () => {
    const { rows, errors } = parsePalette('#fa0 0f4c81\nbad');
    expect(rows.map((row) => row.hexCode)).toEqual(['#FFAA00', '#0F4C81']);
    expect(errors).toEqual([{ line: 2, text: 'bad', message: messages.paletteLineInvalid }]);
  });

  it('reads CSV with an optional header, quotes, ; and tab separators', () => {
    const { rows, errors } = parsePalette(
      'Name,Code,Hex\n"Blue, deep",19-4052 TCX,#0f4c81\r\nMint;12-5408 TCX;9ED9C5\nSand\tS-1\t#c2b280',
    );
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      {
        line: 2,
        text: '"Blue, deep",19-4052 TCX,#0f4c81',
        name: 'Blue, deep',
        code: '19-4052 TCX',
        hexCode: '#0F4C81',
      },
      {
        line: 3,
        text: 'Mint;12-5408 TCX;9ED9C5',
        name: 'Mint',
        code: '12-5408 TCX',
        hexCode: '#9ED9C5',
      },
      { line: 4, text: 'Sand\tS-1\t#c2b280', name: 'Sand', code: 'S-1', hexCode: '#C2B280' },
    ]);
  });

  it('reads plain hex codes, one per line or separated by commas and spaces', () => {
    const { rows, errors } = parsePalette('#112233\n445566, #778899  aabbcc;DDEEFF');
    expect(errors).toEqual([]);
    expect(rows.map((row) => [row.line, row.name, row.code, row.hexCode])).toEqual([
      [1, '#112233', '#112233', '#112233'],
      [2, '#445566', '#445566', '#445566'],
      [2, '#778899', '#778899', '#778899'],
      [2, '#AABBCC', '#AABBCC', '#AABBCC'],
      [2, '#DDEEFF', '#DDEEFF', '#DDEEFF'],
    ]);
  });

  it('reports bad lines with their number and keeps the good ones', () => {
    const { rows, errors } = parsePalette(
      [
        'Red,R-1,#FF0000',
        'just words',
        'Red,R-2,#FF00',
        ',R-3,#FF0000',
        'x,,#FF0000',
        'name,code,hex',
      ].join('\n'),
    );
    expect(rows.map((row) => row.code)).toEqual(['R-1']);
    expect(errors).toEqual([
      { line: 2, text: 'just words', message: messages.paletteLineInvalid },
      { line: 3, text: 'Red,R-2,#FF00', message: messages.hexCodeIncorrect },
      { line: 4, text: ',R-3,#FF0000', message: messages.colourNameRequired },
      { line: 5, text: 'x,,#FF0000', message: messages.colourCodeRequired },
      // A header is only a header on the first line.
      { line: 6, text: 'name,code,hex', message: messages.hexCodeIncorrect },
    ]);
  });

  it('skips blank lines but counts them', () => {
    expect(parsePalette('\n\n  \n#000000').rows[0]?.line).toBe(4);
    expect(parsePalette('')).toEqual({ rows: [], errors: [] });
  });
});
