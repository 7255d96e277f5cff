import { describe, expect, it } from 'vitest';
import { textRuns } from './fonts.ts';

describe('textRuns', () => {
  it('draws each script with the font that has it', () => {
    for (const [text, family] of [
      ['Áo sơ mi lanh', 'sans'],
      ['Keten gömlek ığüşöç İĞŞ', 'sans'],
      ['Lniana koszula żółć', 'sans'],
      ['Λινό πουκάμισο', 'sans'],
      ['Льняная рубашка', 'sans'],
      ['亚麻衬衫', 'sc'],
      ['亞麻襯衫', 'sc'],
      ['リネンシャツ・ひらがな', 'sc'],
      ['린넨 셔츠', 'kr'],
    ] as const) {
      expect(textRuns(text, 'regular'), text).toEqual([{ text, family }]);
      expect(textRuns(text, 'bold'), text).toEqual([{ text, family }]);
    }
  });

  it('cuts a mixed text where the font changes, spaces staying in the run they are in', () => {
    expect(textRuns('Linen 亚麻 shirt 린넨 셔츠, 45% 綿', 'regular')).toEqual([
      { text: 'Linen ', family: 'sans' },
      { text: '亚麻 ', family: 'sc' },
      { text: 'shirt ', family: 'sans' },
      { text: '린넨 셔츠', family: 'kr' },
      { text: ', 45% ', family: 'sans' },
      { text: '綿', family: 'sc' },
    ]);
    // Han inside Korean text (hanja) is drawn by the Chinese font, Hangul by the Korean one.
    expect(textRuns('麻 셔츠', 'bold')).toEqual([
      { text: '麻 ', family: 'sc' },
      { text: '셔츠', family: 'kr' },
    ]);
  });

  it('keeps combining marks and joiners on the character before them', () => {
    // 'ệ' typed as e + circumflex + dot below; a mark after Han stays with it too.
    expect(textRuns('Vie\u0302\u0323t', 'regular')).toEqual([
      { text: 'Vie\u0302\u0323t', family: 'sans' },
    ]);
    expect(textRuns('麻\u0301a', 'regular')).toEqual([
      { text: '麻\u0301', family: 'sc' },
      { text: 'a', family: 'sans' },
    ]);
  });

  it('leaves a character no font has in the run before it, or the first font', () => {
    expect(textRuns('亚麻👗', 'regular')).toEqual([{ text: '亚麻👗', family: 'sc' }]);
    expect(textRuns('👗 dress', 'regular')).toEqual([{ text: '👗 dress', family: 'sans' }]);
    expect(textRuns('', 'regular')).toEqual([]);
  });
});
