import { defineModule } from '../api-module.ts';
import { passwordResets } from './password-resets.table.ts';

export const passwordResetsModule = defineModule({
  name: 'password-resets',
  tables: { passwordResets },
});
