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
  ZGeneralSettings,
  ZLanguage,
  ZUpdateCompanySettingsSchema,
  ZUpdateEmailSettingsSchema,
  ZUpdateGeneralSettingsSchema,
} from '../settings.ts';
import { endpoint } from './endpoint.ts';

const tag = 'settings';

export const settingsEndpoints = {
  company: endpoint({ method: 'GET', path: '/general', tag, data: ZCompanySettings }),
  updateCompany: endpoint({
    method: 'PUT',
    path: '/general',
    tag,
    body: ZUpdateCompanySettingsSchema,
    data: ZCompanySettings,
  }),
  /** Multipart `file`: stores the image and answers its path, which the company form saves. */
  uploadLogo: endpoint({
    method: 'POST',
    path: '/general/logo',
    tag,
    multipart: true,
    data: ZMedia,
  }),
  currencies: endpoint({
    method: 'GET',
    path: '/general/currency',
    tag,
    data: z.array(ZCurrency),
  }),
  languages: endpoint({
    method: 'GET',
    path: '/general/language',
    tag,
    data: z.array(ZLanguage),
  }),
  email: endpoint({ method: 'GET', path: '/emailSetting', tag, data: ZEmailSettings }),
  updateEmail: endpoint({
    method: 'PUT',
    path: '/emailSetting',
    tag,
    body: ZUpdateEmailSettingsSchema,
    data: ZEmailSettings,
  }),
  general: endpoint({ method: 'GET', path: '/generalSetting', tag, data: ZGeneralSettings }),
  updateGeneral: endpoint({
    method: 'PUT',
    path: '/generalSetting',
    tag,
    body: ZUpdateGeneralSettingsSchema,
    data: ZGeneralSettings,
  }),
};
