import { imageTypes } from '@koinonia/shared/images/image-url';
import { namesIn } from '../../lib/stored-images.ts';
import { defineModule } from '../api-module.ts';
import { users } from '../auth/auth.table.ts';
import { avatarsRoutes } from './avatars.routes.ts';

export const avatarsModule = defineModule({
  name: 'avatars',
  routes: async (api) => {
    await api.register(avatarsRoutes);
  },
  imageReferences: { [imageTypes.avatars]: namesIn(users.avatar) },
});
