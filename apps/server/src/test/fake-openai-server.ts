/**
 * Runs the OpenAI fake on its own for the journeys (e2e/playwright.config.ts starts it beside the
 * app that has an AI provider): `tsx apps/server/src/test/fake-openai-server.ts`, on
 * FAKE_OPENAI_PORT. It translates as comment translation asks (`comments/translate.ts`): the
 * journeys' comments as a translator wrote them, any other text marked with the language asked
 * for, so a journey sees that the provider's answer is what the page shows.
 */
import { startFakeOpenAi } from './fake-openai.ts';

/** The journeys' comments in the languages they are read in. */
const TRANSLATIONS: Record<string, Record<string, string>> = {
  English: {
    'T01 胸围大了 1 厘米，请在 PP 样上改正。':
      'T01 chest is 1 cm too wide, please correct it on the PP sample.',
  },
  French: {
    'Yaka ölçüsü T04 tolerans dışında, lütfen kontrol edin.':
      'La mesure du col T04 est hors tolérance, merci de vérifier.',
  },
};

const fake = await startFakeOpenAi((request) => {
  const instructions = request.messages.find((message) => message.role === 'system')?.content;
  const text = request.messages.findLast((message) => message.role === 'user')?.content ?? '';
  const language = instructions?.match(/ into ([A-Z][A-Za-z ]+?)\./)?.[1] ?? 'English';
  return { content: TRANSLATIONS[language]?.[text] ?? `[${language}] ${text}` };
}, Number(process.env.FAKE_OPENAI_PORT));
process.on('SIGTERM', () => void fake.close().then(() => process.exit(0)));
