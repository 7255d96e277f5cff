/**
 * The user's settings (SPEC §7): `general` (company profile and its logo), `general/currency`,
 * `general/language`, `emailSetting` and `generalSetting`.
 */
import { z } from 'zod';
import { ZMedia } from '../media.ts';
import {
  ZCompanySettings,
  ZCurrency,
  ZEmailSettings,
  ZGeneralSettingsAnswer,
  ZLanguage,
  ZUpdateCompanySettingsSchema,
  ZUpdateEmailSettingsSchema,
  ZUpdateGeneralSettingsSchema,
} from '../settings.ts';
import { endpoint } from './endpoint.ts';

const tag = 'settings';

export const settingsEndpoints = {
  company: endpoint({
    method: 'GET',
    path: '/general',
    summary: 'Read my company profile',
    description: 'The signed-in user. Their company’s name, logo, address, website and industry.',
    tag,
    data: ZCompanySettings,
  }),
  updateCompany: endpoint({
    method: 'PUT',
    path: '/general',
    summary: 'Update my company profile',
    description:
      'The signed-in user. `logo` is a path from general/logo; null removes it, left out keeps it.',
    tag,
    body: ZUpdateCompanySettingsSchema,
    data: ZCompanySettings,
  }),
  uploadLogo: endpoint({
    method: 'POST',
    path: '/general/logo',
    summary: 'Upload a company logo',
    description:
      'The signed-in user. Multipart `file`: stores the image and answers its path, which becomes the logo when general is saved with it.',
    tag,
    multipart: true,
    data: ZMedia,
  }),
  currencies: endpoint({
    method: 'GET',
    path: '/general/currency',
    summary: 'List currencies',
    description: 'Any signed-in user. The currencies prices and settings may use.',
    tag,
    data: z.array(ZCurrency),
  }),
  languages: endpoint({
    method: 'GET',
    path: '/general/language',
    summary: 'List languages',
    description: 'Any signed-in user. The languages the app may be set to.',
    tag,
    data: z.array(ZLanguage),
  }),
  email: endpoint({
    method: 'GET',
    path: '/emailSetting',
    summary: 'Read my e-mail settings',
    description:
      'The signed-in user. Their digest frequency, news and offers choices and signature.',
    tag,
    data: ZEmailSettings,
  }),
  updateEmail: endpoint({
    method: 'PUT',
    path: '/emailSetting',
    summary: 'Change my e-mail settings',
    description:
      'The signed-in user. Their digest frequency, news and offers choices and signature.',
    tag,
    body: ZUpdateEmailSettingsSchema,
    data: ZEmailSettings,
  }),
  general: endpoint({
    method: 'GET',
    path: '/generalSetting',
    summary: 'Read my general settings',
    description:
      'The signed-in user. Week start, date, time and number formats, currency, language and page size.',
    tag,
    data: ZGeneralSettingsAnswer,
  }),
  updateGeneral: endpoint({
    method: 'PUT',
    path: '/generalSetting',
    summary: 'Change my general settings',
    description:
      'The signed-in user. Week start, date, time and number formats, currency, language and page size.',
    tag,
    body: ZUpdateGeneralSettingsSchema,
    data: ZGeneralSettingsAnswer,
  }),
};
