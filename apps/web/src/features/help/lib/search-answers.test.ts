import { describe, expect, it } from 'vitest';
import { HELP_ANSWERS } from './answers';
import { searchAnswers } from './search-answers';

describe('searchAnswers', () => {
  it('keeps the answers holding every word, accents and case aside', () => {
    expect(searchAnswers(HELP_ANSWERS, 'RÉVOKE link').map((answer) => answer.id)).toEqual([
      'revoke',
    ]);
    expect(searchAnswers(HELP_ANSWERS, '   ')).toHaveLength(HELP_ANSWERS.length);
    expect(searchAnswers(HELP_ANSWERS, 'supplier zeppelin')).toEqual([]);
  });
});
