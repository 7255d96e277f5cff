import { describe, expect, it } from 'vitest';
import { changeList, type ThreadComment } from './change-list.ts';

let next = 0;
const comment = (text: string, extra: Partial<ThreadComment> = {}): ThreadComment => ({
  id: `c${++next}`,
  text,
  fileId: null,
  pinned: false,
  resolved: false,
  author: 'Olive Owner',
  createdAt: new Date(2026, 10, 1, 9, next).toISOString(),
  ...extra,
});

describe('changeList', () => {
  it('turns a thread into its numbered requests, leaving out questions of fact, thanks and praise', () => {
    const thread = [
      comment('Love the drape! Shorten the hem by 2 cm.'),
      comment('Can we try a heavier linen? When does the fabric ship?', {
        author: 'Sam Supplier',
        fileId: 'f1',
        pinned: true,
      }),
      comment('Please make the collar narrower.', { resolved: true }),
      comment('Thanks, looks great.'),
      comment('The sleeve should be 2 cm longer. Is this the final sample?'),
      comment("Don't use topstitching on the yoke."),
      comment('What if we drop the back pleat?'),
      comment('We need a darker navy for the lining.'),
      comment('Agreed'),
      comment('Swap the buttons for horn.'),
      comment('shorten the hem by 2 cm'),
    ];
    const changes = changeList(thread);
    expect(changes.map((change) => [change.number, change.text])).toEqual([
      [1, 'Shorten the hem by 2 cm.'],
      [2, 'Can we try a heavier linen?'],
      [3, 'Make the collar narrower.'],
      [4, 'The sleeve should be 2 cm longer.'],
      [5, "Don't use topstitching on the yoke."],
      [6, 'What if we drop the back pleat?'],
      [7, 'We need a darker navy for the lining.'],
      [8, 'Swap the buttons for horn.'],
    ]);
    expect(changes[1]).toMatchObject({
      commentId: thread[1]!.id,
      author: 'Sam Supplier',
      fileId: 'f1',
      pinned: true,
      resolved: false,
    });
    expect(changes[2]).toMatchObject({ commentId: thread[2]!.id, resolved: true });
  });

  it('takes a complaint as a request and agreement as none (issue 44 §10)', () => {
    const changes = changeList([
      comment('Agree on the hem.'),
      comment('The colour reads too orange.'),
      comment('I agree with Sam. Love the drape, but the sleeve is a bit tight.'),
      comment('The pockets don’t line up.'),
      comment("The collar gapes at the back. It's off-white, as planned."),
      comment('Not too long, not too short: perfect.'),
      comment('Sounds good to me. Fine-tune the cuff width.'),
      comment('Is the waist too high?'),
    ]);
    expect(changes.map((change) => change.text)).toEqual([
      'The colour reads too orange.',
      'Love the drape, but the sleeve is a bit tight.',
      'The pockets don’t line up.',
      'The collar gapes at the back.',
      'Fine-tune the cuff width.',
    ]);
  });

  it('reads a bulleted list as one request a line', () => {
    const changes = changeList([
      comment('Fit notes:\n- shorten hem\n- lower the pocket 1 cm\n• taper the leg'),
    ]);
    expect(changes.map((change) => change.text)).toEqual([
      'Shorten hem',
      'Lower the pocket 1 cm',
      'Taper the leg',
    ]);
  });

  it('survives empty, emoji-only, shouting, very long and right-to-left text', () => {
    expect(changeList([comment(''), comment('👍🎉'), comment('   ')])).toEqual([]);
    expect(changeList([comment('MAKE THE SLEEVES WIDER!')]).map((c) => c.text)).toEqual([
      'MAKE THE SLEEVES WIDER!',
    ]);
    const long = changeList([comment(`Shorten the hem. ${'Nice work. '.repeat(500)}`)]);
    expect(long.map((c) => c.text)).toEqual(['Shorten the hem.']);
    expect(() => changeList([comment('قصّر الحاشية بمقدار ٢ سم')])).not.toThrow();
  });
});
