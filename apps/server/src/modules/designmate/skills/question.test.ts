import { describe, expect, it } from 'vitest';
import { keywordsOf, parseQuestion, type ParsedQuestion } from './question.ts';

/** A Sunday in December: the week and month windows are counted from it. */
const NOW = new Date('2026-12-06T12:00:00.000Z');

const CASES: [string, Partial<ParsedQuestion>][] = [
  [
    'How many products are in sampling?',
    { subject: 'product', isCount: true, stage: 'sampling', stageNot: [], time: null, topic: [] },
  ],
  ['What’s still in development?', { subject: null, stage: 'design', isCount: false }],
  ['Which pieces are at the prototype stage?', { subject: 'product', stage: 'sampling' }],
  ['Which products are not yet approved?', { stage: null, stageNot: ['approved', 'production'] }],
  ['Which styles aren’t in production?', { stage: null, stageNot: ['production'] }],
  ['What has been signed off?', { stage: 'approved' }],
  ['What is being made in the factory?', { stage: 'production' }],
  ['Which products are still ideas?', { stage: 'idea' }],
  [
    'Which of our SS27 pieces are running late?',
    { subject: 'product', time: { kind: 'late', before: '2026-12-05' }, topic: ['ss27'] },
  ],
  [
    'What is due this week?',
    {
      time: { kind: 'due', from: '2026-12-06', to: '2026-12-13', label: 'in the next seven days' },
    },
  ],
  [
    'What is due in the next ten days?',
    { time: { kind: 'due', from: '2026-12-06', to: '2026-12-16', label: 'in the next 10 days' } },
  ],
  [
    'Anything due within 2 weeks?',
    { time: { kind: 'due', from: '2026-12-06', to: '2026-12-20', label: 'in the next 14 days' } },
  ],
  [
    'What is due this month?',
    { time: { kind: 'due', from: '2026-12-06', to: '2026-12-31', label: 'this month' } },
  ],
  [
    'What is due next month?',
    { time: { kind: 'due', from: '2027-01-01', to: '2027-01-31', label: 'next month' } },
  ],
  [
    'What was added this week?',
    { time: { kind: 'created', since: '2026-11-29', label: 'this week' } },
  ],
  [
    'Which dresses are new this month?',
    { time: { kind: 'created', since: '2026-12-01', label: 'this month' }, topic: ['dresses'] },
  ],
  ['What colours are in our library?', { subject: 'colour', intent: null, topic: [] }],
  ['Do we have a navy colour?', { subject: 'colour', topic: ['navy'] }],
  ['How many fabrics are there?', { subject: 'fabric', isCount: true, topic: [] }],
  ['Which fabrics are trending?', { subject: 'fabric', intent: 'trending' }],
  ['What did we decide about the buttons?', { intent: 'discussed', topic: ['buttons'] }],
  ['How many comments mention buttons?', { subject: 'comment', isCount: true, topic: ['buttons'] }],
  ['What did Marco ask on the parka?', { intent: 'asked', topic: ['marco', 'parka'] }],
  [
    'How many open tasks does Marco have?',
    { subject: 'task', isCount: true, taskStatuses: ['todo', 'in_progress'], topic: ['marco'] },
  ],
  ['Which of Ines’s tasks are in progress?', { taskStatuses: ['in_progress'], topic: ['ines'] }],
  ['What are my tasks?', { subject: 'task', isSelf: true }],
  ['What is assigned to me?', { isSelf: true }],
  ['Show me the late products', { isSelf: false }],
];

describe('parseQuestion', () => {
  it.each(CASES)('%s', (question, parts) => {
    expect(parseQuestion(question, NOW)).toMatchObject(parts);
  });

  it('leaves stage words alone when they do not name a stage', () => {
    expect(parseQuestion('Which designs use linen?', NOW)).toMatchObject({
      subject: 'product',
      stage: null,
    });
  });
});

describe('keywordsOf', () => {
  it('keeps what a question is about', () => {
    expect(keywordsOf('What is the status of the linen shirt for SS27?')).toEqual([
      'status',
      'linen',
      'shirt',
      'ss27',
    ]);
  });
});
