/**
 * The team's materials library (issue 46 §1), from its contracts: `GET|POST team/{teamId}/materials`,
 * `PUT|DELETE material/{id}` and a material's image. Each route calls exactly one service function.
 */
import type { FastifyPluginAsync } from 'fastify';
import { IMAGE_UPLOAD_MAX_BYTES, materialEndpoints as api, messages } from '@atelier/domain';
import { userOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { reply } from '../../platform/http/envelope.ts';
import { acceptFiles } from '../../platform/http/multipart.ts';
import { answer, route } from '../../platform/http/route.ts';
import { requireUploadedFile } from '../../platform/media/upload.ts';
import * as library from './service.ts';

/** Every route here needs a signed-in user (401 'invalid token' before anything else). */
export const materialRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  await acceptFiles(app);

  answer(app, api.list, messages.materialsLoaded, (request, user) =>
    library.listMaterials(ctx, user, request.params.teamId, request.query),
  );
  answer(app, api.create, messages.materialAdded, (request, user) =>
    library.createMaterial(ctx, user, request.params.teamId, request.body),
  );
  answer(app, api.update, messages.materialUpdated, (request, user) =>
    library.updateMaterial(ctx, user, request.params.id, request.body),
  );
  answer(app, api.remove, messages.materialDeleted, (request, user) =>
    library.deleteMaterial(ctx, user, request.params.id),
  );

  route(app, api.uploadImage, {
    handler: async (request, res) => {
      const file = await requireUploadedFile(request, IMAGE_UPLOAD_MAX_BYTES);
      const material = await library.uploadMaterialImage(
        ctx,
        userOf(request),
        request.params.id,
        file.filename,
        file.file,
      );
      return reply(res, material, messages.materialImageUploaded);
    },
  });
  answer(app, api.removeImage, messages.materialImageRemoved, (request, user) =>
    library.removeMaterialImage(ctx, user, request.params.id),
  );
};
