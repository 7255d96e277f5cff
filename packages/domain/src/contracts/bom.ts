/**
 * A product's bill of materials and its costing (issue 46 §2–3): `GET/PUT product/{id}/bom`,
 * `GET/PUT product/{id}/costing`, and the team's costing currency and rates.
 */
import { ZBom, ZBomParams, ZSaveBomSchema } from '../bom.ts';
import {
  ZCosting,
  ZCostingParams,
  ZTeamCostingParams,
  ZSaveCostingSchema,
  ZSaveTeamCostingSchema,
  ZTeamCosting,
} from '../costing.ts';
import { endpoint } from './endpoint.ts';

export const bomEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/product/:id/bom',
    summary: 'Read a product’s bill of materials',
    description:
      'Whoever may view the product (not a share link). Its colourways and its lines in order, each line with its colour in every colourway; quantities, prices and waste as decimal texts. Unit prices and currencies are null for whoever may not see costs (canEditProduct). Revision 0 and nothing in it before the first save.',
    refuses: [403, 404],
    tag: 'product',
    params: ZBomParams,
    data: ZBom,
  }),
  save: endpoint({
    method: 'PUT',
    path: '/product/:id/bom',
    summary: 'Save a product’s bill of materials',
    description:
      'Whoever may edit the product. The whole bill — colourways and lines, with the ids the client gave them — as its next revision; `revision` is the one the editor read, and a newer one answers 409. Colours come from the team’s library; a line names only the bill’s colourways. Answers the bill.',
    refuses: [403, 404, 409],
    tag: 'product',
    params: ZBomParams,
    body: ZSaveBomSchema,
    data: ZBom,
  }),
};

export const costingEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/product/:id/costing',
    summary: 'Read a product’s costing',
    description:
      'Whoever may see the product’s costs (canEditProduct; never a share link): per colourway, materials from the bill of materials converted at the team’s rates, labour, overhead, freight, duty, the landed cost and the margins against the product’s wholesale and retail prices, in the team’s costing currency. Figures that need a missing rate are null and the currency is listed in `missingRates`.',
    refuses: [403, 404],
    tag: 'product',
    params: ZCostingParams,
    data: ZCosting,
  }),
  save: endpoint({
    method: 'PUT',
    path: '/product/:id/costing',
    summary: 'Set a product’s labour, overhead, freight, duty and target cost',
    description:
      'Whoever may edit the product. Each part is an amount in the team’s currency or a percentage (labour of materials, overhead of materials + labour, freight of FOB, duty of FOB + freight); the target cost flags a colourway whose landed cost passes it. Answers the costing.',
    refuses: [403, 404],
    tag: 'product',
    params: ZCostingParams,
    body: ZSaveCostingSchema,
    data: ZCosting,
  }),
  team: endpoint({
    method: 'GET',
    path: '/team/:teamId/costing',
    summary: 'Read the team’s costing currency and rates',
    description:
      'Members who may see costs (canViewProducts and canEditProduct) and the owner. The currency costs are shown in, and the rate of each other currency with the day it is for.',
    refuses: [403, 404],
    tag: 'team',
    params: ZTeamCostingParams,
    data: ZTeamCosting,
  }),
  saveTeam: endpoint({
    method: 'PUT',
    path: '/team/:teamId/costing',
    summary: 'Set the team’s costing currency and rates',
    description:
      'Members who may see costs and the owner. The currency and the whole list of rates (what one unit of each currency is worth in it, and the day the rate is for); rates are never fetched. Answers the settings.',
    refuses: [403, 404],
    tag: 'team',
    params: ZTeamCostingParams,
    body: ZSaveTeamCostingSchema,
    data: ZTeamCosting,
  }),
};
