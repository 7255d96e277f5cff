import { createAccount } from '../support/accounts';
import { expectAccessible, expectAccessibleOnPhone } from '../support/axe';
import { expect, newContext, phoneScreenshot, screenshot, test } from '../support/fixtures';
import { PNG } from '../support/images';
import { openTeam, teamOf } from '../support/teams';

test('two teammates talk in the team channel and one to one, live, with unread counts', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const owner = await createAccount(request, 'Coco');
  const colleague = await createAccount(request, 'Elsa');
  await teamOf(request, owner, colleague);

  // Coco opens Messages from the sidebar: the team channel, empty.
  await openTeam(page, owner);
  await page.getByRole('link', { name: 'Messages' }).click();
  await expect(page).toHaveURL(/\/messages$/);
  const log = page.getByRole('log', { name: 'Messages in # Spring studio' });
  await expect(log.getByText('No messages yet')).toBeVisible();
  await expectAccessible(page, 'messages, empty channel');

  // Elsa, in a browser of her own, is on her dashboard.
  const colleagueContext = await newContext(browser);
  const elsa = await colleagueContext.newPage();
  await openTeam(elsa, colleague);
  await expect(elsa.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();

  // Coco writes, mentioning Elsa from the list, and sends with Enter.
  const box = page.getByRole('textbox', { name: 'Message # Spring studio' });
  await box.fill('Samples are in, fit session at 3. @El');
  await page.getByRole('option', { name: 'Elsa Lovelace' }).click();
  await box.press('End');
  await box.pressSequentially('can you bring the toile?');
  await box.press('Enter');
  const sent = log.getByRole('article', { name: 'Message from Coco Lovelace' });
  await expect(sent).toContainText(
    'Samples are in, fit session at 3. @Elsa Lovelace can you bring the toile?',
  );
  await expect(box).toHaveValue('');

  // Elsa's sidebar counts it at once; opening the channel reads it.
  const elsaMessages = elsa.getByRole('link', { name: 'Messages, 1 unread' });
  await expect(elsaMessages).toBeVisible();
  await elsaMessages.click();
  const elsaLog = elsa.getByRole('log', { name: 'Messages in # Spring studio' });
  await expect(elsaLog.getByText(/can you bring the toile\?/)).toBeVisible();
  await expect(elsa.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();

  // Coco sees Elsa typing, then her answer, without reloading.
  const elsaBox = elsa.getByRole('textbox', { name: 'Message # Spring studio' });
  await elsaBox.pressSequentially('On my way');
  await expect(page.getByText('Elsa Lovelace is typing…')).toBeVisible();
  await elsaBox.pressSequentially(' <b>now</b>');
  await elsaBox.press('Enter');
  await expect(log.getByRole('article', { name: 'Message from Elsa Lovelace' })).toContainText(
    'On my way <b>now</b>',
  );
  await screenshot(page, '130-messages-channel');
  await phoneScreenshot(elsa, '131-messages-channel-phone');
  await expectAccessibleOnPhone(elsa, 'messages on a phone');

  // Elsa writes to Coco alone; Coco's list shows it unread until she opens it.
  await elsa.getByLabel('Message someone').click();
  await elsa.getByRole('option', { name: 'Coco Lovelace' }).click();
  const direct = elsa.getByRole('textbox', { name: 'Message Coco Lovelace' });
  await direct.fill('Just between us: the sleeve is too long.');
  await direct.press('Enter');
  await expect(
    elsa.getByRole('log', { name: 'Messages in Coco Lovelace' }).getByText(/sleeve is too long/),
  ).toBeVisible();

  const conversations = page.getByRole('navigation', { name: 'Conversations' });
  const unreadDirect = conversations.getByRole('button', { name: /Elsa Lovelace/ });
  await expect(unreadDirect.getByLabel('1 unread')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible();
  await screenshot(page, '132-messages-direct-unread');
  await unreadDirect.click();
  const directLog = page.getByRole('log', { name: 'Messages in Elsa Lovelace' });
  await expect(directLog.getByText(/sleeve is too long/)).toBeVisible();
  await expect(unreadDirect.getByLabel('1 unread')).toBeHidden();

  // Coco answers with a photo and the measurements, no text needed; Elsa sees both files.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Attach files' }).click();
  await (
    await chooser
  ).setFiles([
    { name: 'sleeve.png', mimeType: 'image/png', buffer: PNG },
    { name: 'measurements.txt', mimeType: 'text/plain', buffer: Buffer.from('Sleeve: 58 cm') },
  ]);
  const tray = page.getByRole('list', { name: 'Files to send' });
  await expect(tray.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
  await expectAccessible(page, 'messages, files ready to send');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(tray).toBeHidden();
  const files = directLog.getByRole('list', { name: 'Attached files' });
  await expect(files.getByRole('listitem', { name: /^sleeve\.png, / })).toBeVisible();
  await expect(files.getByRole('listitem', { name: /^measurements\.txt, / })).toBeVisible();
  const elsaFiles = elsa
    .getByRole('log', { name: 'Messages in Coco Lovelace' })
    .getByRole('list', { name: 'Attached files' });
  await expect(elsaFiles.getByRole('listitem', { name: /^measurements\.txt, / })).toBeVisible();
  await screenshot(page, '133-messages-attachments');
  await expectAccessible(page, 'messages, direct conversation');

  // Coco edits her message, and it changes on Elsa's screen too.
  await page.getByRole('button', { name: /^Spring studio/ }).click();
  await sent.getByRole('button', { name: 'Actions for the message from Coco Lovelace' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('textbox', { name: 'Edit message' });
  await edit.fill('Samples are in, fit session moved to 4.');
  await edit.press('Enter');
  await elsa.getByRole('button', { name: /^Spring studio/ }).click();
  await expect(elsa.getByText('Samples are in, fit session moved to 4.')).toBeVisible();
  await colleagueContext.close();
});
